/** doc A §2: the app lives under /m/; home has aliases /m/index and /m/index.html. */
export const routes = {
  base: '/m',
  login: '/login',
  home: ['/', '/home', '/index', '/index.html'],
} as const;
