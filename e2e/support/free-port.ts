import { execFileSync } from 'node:child_process';

/** A port nobody listens on right now, found synchronously (the config file cannot await). */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString());
}
