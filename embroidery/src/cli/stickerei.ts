// The `stickerei` command (`pnpm stickerei …`): inspect, convert and render embroidery files.
import { processIo } from './io.ts';
import { runCli } from './runCli.ts';

// pnpm runs root scripts in the repository root; file arguments are meant relative to where the
// user typed the command, which pnpm passes as INIT_CWD.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
process.exitCode = runCli(process.argv.slice(2), processIo);
