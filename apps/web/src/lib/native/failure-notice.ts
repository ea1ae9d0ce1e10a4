import { notice } from '../notify/notify';
import { isNativeFailureText, NativeCallError } from './bridge';

/**
 * doc A §8 "Native callback text starting with Failure: shown as a notice" — the one place that
 * does it, for every wrapper callback. The wrapper's text is shown as it is (it is already in the
 * person's language). Returns false, showing nothing, for anything that is not such a failure.
 */
export function showNativeFailure(failure: unknown): boolean {
  const text = failure instanceof NativeCallError ? failure.message : failure;
  if (!isNativeFailureText(text)) return false;
  void notice({ message: text.trim(), fallbackKey: 'common.error' });
  return true;
}
