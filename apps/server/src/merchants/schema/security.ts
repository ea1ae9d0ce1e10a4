import { z } from 'zod';
import { limit } from './fields.ts';

/** Abuse limits and code lifetimes; every field has a default, so a merchant file names only what it changes. */
export const security = z
  .strictObject({
    /**
     * Decision 034. perAccount: password checks per account AND address (reserved before the check);
     * perIp: per address whatever the account. Once an account has had stepUpAfter failed checks from
     * all addresses within perAccount's window, each further sign-in needs human verification; past
     * slowAfter each address waits four windows for its checks. Nothing locks the owner out.
     */
    loginThrottle: z
      .strictObject({
        perAccount: limit(5, 900),
        perIp: limit(50, 900),
        stepUpAfter: z.int().positive().default(20),
        slowAfter: z.int().positive().default(100),
      })
      .prefault({}),
    sms: z
      .strictObject({
        codeTtlSeconds: z.int().positive().default(300),
        resendSeconds: z.int().positive().default(60),
        maxAttempts: z.int().positive().default(5),
        perNumber: limit(5, 3600),
        perIp: limit(20, 3600),
        perDevice: limit(10, 3600),
        /** Sends per /24 (IPv4) or /48 (IPv6) network: rotating addresses of one network share it. */
        perSubnet: limit(60, 3600),
        /**
         * Decision 041 (sms pumping): sends per number prefix (country code + three national digits)
         * and per merchant; the breaker stops texting to a prefix for `coolDownSeconds` once at least
         * `minSent` texts of the hour went there and under `verifiedPercent` % of them were verified.
         */
        perPrefix: limit(300, 3600),
        perMerchant: limit(3000, 3600),
        breaker: z
          .strictObject({
            minSent: z.int().positive().default(20),
            verifiedPercent: z.int().min(0).max(100).default(20),
            coolDownSeconds: z.int().positive().default(1800),
          })
          .prefault({}),
        /** A device id first seen less than this many minutes ago counts as its address's (decision 041). */
        freshDeviceMinutes: z.int().min(0).default(10),
      })
      .prefault({}),
    /**
     * Registration attempts (each counted before the work, refusals too) per address and per /24
     * (IPv4) or /48 (IPv6); username checks likewise. alarmPerMinute: registrations of the whole
     * merchant in a minute above which an alarm is logged and shown on /admin/abuse (decision 034).
     */
    registration: z
      .strictObject({
        perIp: limit(20, 3600),
        perSubnet: limit(60, 3600),
        checksPerIp: limit(60, 60),
        checksPerSubnet: limit(600, 3600),
        alarmPerMinute: z.int().positive().default(30),
      })
      .prefault({}),
    /**
     * Decision 041: per network (autonomous system, from the offline ASN table) — registrations,
     * texts and username checks of all the network's addresses together; data-centre and hosting
     * networks (a bot's rented addresses) get the strict `hosting` limits. Loopback and private
     * addresses have no network and only the address and /24 limits apply.
     */
    network: z
      .strictObject({
        registration: limit(1000, 3600),
        registrationHosting: limit(20, 3600),
        sms: limit(1000, 3600),
        smsHosting: limit(10, 3600),
        checks: limit(20_000, 3600),
        checksHosting: limit(300, 3600),
      })
      .prefault({}),
    /**
     * Adaptive proof of work (decision 041): challenges issued per `windowSeconds` that count as quiet
     * per address, /24, network (AS; hosting networks less) and merchant. Past them the difficulty is
     * multiplied by pressure² up to `maxFactor`; an address gets at most `issuedPerIp` challenges a window.
     */
    pow: z
      .strictObject({
        windowSeconds: z.int().positive().default(600),
        quiet: z
          .strictObject({
            perIp: z.int().positive().default(10),
            perSubnet: z.int().positive().default(30),
            perNetwork: z.int().positive().default(300),
            perHostingNetwork: z.int().positive().default(20),
            perMerchant: z.int().positive().default(1000),
          })
          .prefault({}),
        maxFactor: z.int().min(1).max(1000).default(200),
        issuedPerIp: z.int().positive().default(120),
      })
      .prefault({}),
    /**
     * Risk at registration (decision 041): a score of 0–100 from documented weights is stored with each
     * registration; at `flagAt` or above the account is created flagged (withdrawals wait for review,
     * bonuses are refused until an operator clears it). 101 never flags.
     */
    risk: z.strictObject({ flagAt: z.int().min(1).max(101).default(50) }).prefault({}),
    /** Days a passed two-factor check covers further sign-ins from the same IP and device. */
    twoFactorTrustDays: z.int().min(0).default(30),
    /**
     * Minutes without a call before a session ends (sliding; decision 022), under SESSION_TTL_HOURS'
     * absolute limit. At least 5: use is recorded at most once a minute.
     */
    sessionIdleMinutes: z.int().min(5).max(10_080).default(30),
  })
  .prefault({});
