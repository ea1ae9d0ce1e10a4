import { depositWithdrawStatisticsEndpoint } from '@portico/contract/withdraw';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { Counts } from '../model/triggers';

/**
 * Relay MCSFE_getDepositWithdrawStatistics (the wallet's, decision 031), read by the engine's count
 * and page triggers every 30 s; alert off: a failed poll waits for the next one, unseen.
 */
export async function fetchInstallCounts(): Promise<Counts> {
  const s = await callEndpoint(depositWithdrawStatisticsEndpoint, { alert: false });
  return {
    deposits: s.totalDepositSuccessCount,
    withdrawals: s.totalWithdrawSuccessCount,
    cards: s.fullBankCardList.length + s.fullVirtualWalletList.length + s.fullEWalletList.length,
  };
}
