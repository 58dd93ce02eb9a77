import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compatibilitySplash } from './build/compatibility-splash';
import { precompress } from './build/precompress';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), compatibilitySplash(), precompress()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A few long-lived vendor chunks instead of dozens of tiny ones (HTTP/1.1 queues requests):
        // what every page needs, what forms need, and the realtime client. The app's own code stays
        // split by route.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store|zod)[\\/]/,
              priority: 3,
            },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 2 },
            {
              name: 'realtime',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
              priority: 2,
            },
            // Every shared module but those holding the phone, postal-code and bank-account rules
            // (libphonenumber-js, postcode-validator, ibantools, about 40 KB gzipped), and those
            // importing them: they load with the forms that use them, not with every page.
            {
              name: 'shared',
              test: /packages[\\/]shared[\\/]src[\\/](?!validation[\\/](phone|postal-code|payout|card)\.ts|payments[\\/]payments\.schema\.ts|listings[\\/](listing-steps|community\.schema)\.ts|accounts[\\/]account-update\.schema\.ts)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
