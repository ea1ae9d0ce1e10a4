/** doc A §4 "Two-factor", §9: on success the message login_2fa_pass shows for about 1.5 s… */
export const PASS_MESSAGE_MS = 1500;
/** …and the sign-in completes 0.5 s after the message has gone. */
export const COMPLETE_AFTER_MESSAGE_MS = 500;
