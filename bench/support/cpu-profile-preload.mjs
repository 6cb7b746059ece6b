// Loaded with `node --import` (NODE_OPTIONS) into the server the lateness benchmark starts when
// BENCH_SERVER_CPU_PROF is set: Node 20 refuses --cpu-prof in NODE_OPTIONS, so this starts the same
// V8 profiler through node:inspector and writes a .cpuprofile to PROF_DIR when the process exits.
import { Session } from 'node:inspector';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const dir = process.env.PROF_DIR;
if (!dir) throw new Error('cpu-profile-preload: set PROF_DIR');
mkdirSync(dir, { recursive: true });
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 1000 });
session.post('Profiler.start');
process.on('exit', () => {
  session.post('Profiler.stop', (err, res) => {
    if (!err)
      writeFileSync(
        path.join(dir, `server-${process.pid}.cpuprofile`),
        JSON.stringify(res.profile),
      );
  });
});
