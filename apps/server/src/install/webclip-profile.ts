import { createHash } from 'node:crypto';
import { HOMESCREEN_START_URL } from '@portico/contract/install';
import type { Merchant } from '../merchants/schema.ts';

/** The content type iOS installs a configuration profile from. */
export const MOBILECONFIG_TYPE = 'application/x-apple-aspen-config';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A name-based UUID (RFC 9562 version 5 layout) from a SHA-256 of the name: the same merchant always gets the same one. */
export function stableUuid(name: string): string {
  const b = createHash('sha256').update(name).digest().subarray(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x50;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = b.toString('hex').toUpperCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The reverse-DNS identifier iOS keys the profile by: installing it again replaces it instead of adding a second icon. */
const identifier = (merchant: Merchant) => `com.portico.webclip.${merchant.merchantCode.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`;

/**
 * The merchant's web-clip configuration profile (doc E §4 "iOS download", issue 13 item 6): an XML
 * property list with one com.apple.webClip.managed payload that puts the site's home page on the
 * home screen, full screen, removable, with the merchant's name and icon. Unsigned (decision 037):
 * iOS installs it and marks it "Not Verified".
 */
export function webClipProfile(merchant: Merchant, origin: string, iconPng: Buffer): string {
  const id = identifier(merchant);
  const name = xml(merchant.name);
  const icon = iconPng.toString('base64').replace(/.{1,76}/g, '\t\t\t$&\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>PayloadContent</key>
\t<array>
\t\t<dict>
\t\t\t<key>FullScreen</key>
\t\t\t<true/>
\t\t\t<key>Icon</key>
\t\t\t<data>
${icon}\t\t\t</data>
\t\t\t<key>IsRemovable</key>
\t\t\t<true/>
\t\t\t<key>Label</key>
\t\t\t<string>${name}</string>
\t\t\t<key>Precomposed</key>
\t\t\t<true/>
\t\t\t<key>URL</key>
\t\t\t<string>${xml(origin + HOMESCREEN_START_URL)}</string>
\t\t\t<key>PayloadDisplayName</key>
\t\t\t<string>${name}</string>
\t\t\t<key>PayloadIdentifier</key>
\t\t\t<string>${id}.clip</string>
\t\t\t<key>PayloadType</key>
\t\t\t<string>com.apple.webClip.managed</string>
\t\t\t<key>PayloadUUID</key>
\t\t\t<string>${stableUuid(`${id}.clip`)}</string>
\t\t\t<key>PayloadVersion</key>
\t\t\t<integer>1</integer>
\t\t</dict>
\t</array>
\t<key>PayloadDescription</key>
\t<string>${name}</string>
\t<key>PayloadDisplayName</key>
\t<string>${name}</string>
\t<key>PayloadIdentifier</key>
\t<string>${id}</string>
\t<key>PayloadRemovalDisallowed</key>
\t<false/>
\t<key>PayloadType</key>
\t<string>Configuration</string>
\t<key>PayloadUUID</key>
\t<string>${stableUuid(id)}</string>
\t<key>PayloadVersion</key>
\t<integer>1</integer>
</dict>
</plist>
`;
}
