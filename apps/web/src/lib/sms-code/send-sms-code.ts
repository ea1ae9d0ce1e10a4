import { useMutation } from '@tanstack/react-query';
import { smsNoLoginEndpoint, type SmsSendRequest, type SmsSendValue } from '@portico/contract/verification';
import { callEndpoint } from '../http/call-endpoint';

/**
 * POST /wps/verification/sms/noLogin: texts a one-time code to "+" dialling code and number.
 * Answers expirationTime, the SECONDS until another code may be requested (decision 008).
 * alert is off: the form shows refusals (an invalid number, TOO_MANY_REQUEST_SMS) on the field.
 */
export function sendSmsCode(body: SmsSendRequest): Promise<SmsSendValue> {
  return callEndpoint(smsNoLoginEndpoint, { body, alert: false });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
