// autocannon in a process of its own (bench/http.bench.ts, run (g)): the options come as JSON in
// argv[2], the result goes to standard output as JSON. So the benchmark's own process CPU time is
// the server's and its engine workers' alone.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
