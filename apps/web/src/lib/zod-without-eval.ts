/**
 * zod builds a faster object parser with `new Function` where it may. The page's policy forbids
 * eval (script-src has no 'unsafe-eval'), so in the browser zod always parses without it; but its
 * probe for eval is itself reported as a policy violation (a DevTools issue, which Lighthouse's best
 * practices count). Its `jitless` setting skips the probe, and it must hold before the first object
 * schema is made: main.tsx imports this module first, and zod, which loads later with the first
 * form or reply that needs a schema, finds the setting where it keeps its configuration. (Importing
 * zod's `config` here instead would put zod in the entry, on every page's first paint.)
 */
const ZOD_CONFIG = '__zod_globalConfig';
const global = globalThis as { [ZOD_CONFIG]?: { jitless?: boolean } };
global[ZOD_CONFIG] = { ...global[ZOD_CONFIG], jitless: true };
