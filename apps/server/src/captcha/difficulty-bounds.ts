/** Under a second on a cheap phone (about 100k SHA-256 per second in a worker), still a cost per try in bulk. */
export const DEFAULT_DIFFICULTY = 50_000;
/** The most any challenge asks (the largest difficulty a merchant file may set; decision 041). */
export const MAX_DIFFICULTY = 10_000_000;
