// A stand-in for a queue command line: `worker` waits for SIGTERM and ends as a worker that
// finished its job (exit 0), `status --json` prints job counts, anything else echoes its arguments
// and its environment's QUEUE_TEST on standard output, a word on standard error, and exits 2.
const [command, ...rest] = process.argv.slice(2);
if (command === 'worker') {
  const timer = setInterval(() => {}, 1000);
  process.on('SIGTERM', () => {
    clearInterval(timer);
    process.exit(0);
  });
  process.stdout.write(`worker ${rest.join(' ')}\n`);
} else if (command === 'status') {
  process.stdout.write(JSON.stringify({ jobs: { waiting: 3, completed: 1 } }));
} else {
  process.stdout.write(`${[command, ...rest].join(' ')} ${process.env.QUEUE_TEST ?? ''}\n`);
  process.stderr.write('done\n');
  process.exitCode = 2;
}
