/** Doc E §3 "Member info": type 4 is a restricted member; doc E §6: no chat and no unread count. */
export const RESTRICTED_CUSTOMER_TYPE = 4;
