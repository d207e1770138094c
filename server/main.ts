// What `npm start` runs: the HTTP service with the settings of this process's environment. The only
// file besides the command line (cli/main.ts) that reads process.env.
import { stopWithNpm } from './npm-parent.js';
import { serve } from './serve.js';

stopWithNpm(process.env); // npm start's shell passes no signal on
await serve(process.env);
