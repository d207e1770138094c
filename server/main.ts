// What `npm start` runs: the HTTP service with the settings of this process's environment. The only
// file besides the command line (cli/main.ts) that reads process.env.
import { serve } from './serve.js';

await serve(process.env);
