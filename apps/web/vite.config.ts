import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The platform serves the built app under /m/ (apps/server); in development Vite
// proxies /wps to a platform started with `npm run dev`.
export default defineConfig({
  base: '/m/',
  plugins: [react()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/wps': process.env.PORTICO_API ?? 'http://127.0.0.1:8080' },
  },
});
