import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole pages render with every catalog; on a busy 2-core machine (CI runs three test projects
// at once) a first render can take seconds. Waits get room without hiding what never appears.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});
