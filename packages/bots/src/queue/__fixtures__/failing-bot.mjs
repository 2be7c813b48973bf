// A module bot that cannot load where FAILING_BOT is set (a worker machine that lacks what the
// bot needs): it loads on the submitting machine and throws on the workers, so that every job
// of a study fails there. Elsewhere it plays the first legal move.
if (process.env.FAILING_BOT === '1') throw new Error('this machine lacks what the bot needs');

export default function failingBot() {
  return { name: 'failing', chooseMove: (_view, legal) => legal[0] };
}
