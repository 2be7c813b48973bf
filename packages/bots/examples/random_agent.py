#!/usr/bin/env python3
"""A learner's loop in Python (standard library only) over antarctica-env, the learning
environment of @antarctica-game/bots served on standard input and output (docs/bot-protocol.md).

    python3 examples/random_agent.py [games] [environment command]

plays `games` games (default 3) as seat 0 against the heuristic bot, choosing uniformly among
the legal actions, and prints each game's reward. Put a policy network in `choose`. The default
environment command is the package's own `dist/env-cli.js` beside this script (a checkout after
`pnpm build`, or the installed package), never a download.
"""
import json
import os
import random
import shlex
import subprocess
import sys


class Environment:
    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.hello = self.read()
        assert self.hello["type"] == "hello" and self.hello["protocol"] == 1, self.hello

    def read(self):
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("antarctica-env ended")
        return json.loads(line)

    def ask(self, message):
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()
        answer = self.read()
        if answer["type"] == "error":
            raise RuntimeError(answer["message"])
        return answer

    def reset(self, seed, **options):
        return self.ask(dict(type="reset", seed=seed, **options))

    def step(self, action):
        return self.ask({"type": "step", "action": action})

    def close(self):
        self.process.stdin.write(json.dumps({"type": "quit"}) + "\n")
        self.process.stdin.close()
        self.process.wait()


def choose(rng, observation, legal):
    return rng.choice(legal)


def default_command():
    """The package's own antarctica-env beside this script (in a checkout after a build, or in an
    installed package); `npx antarctica-env` only when there is none."""
    here = os.path.dirname(os.path.abspath(__file__))
    built = os.path.join(here, "..", "dist", "env-cli.js")
    return ["node", built] if os.path.exists(built) else ["npx", "--no-install", "antarctica-env"]


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    command = shlex.split(sys.argv[2]) if len(sys.argv) > 2 else default_command()
    env = Environment(command)
    rng = random.Random(1)
    print(f"{env.hello['actions']} actions, observations of {env.hello['observationSize']} numbers")
    for game in range(games):
        step = env.reset(game, players=2, opponents=[None, "heuristic"])
        while not step["done"]:
            step = env.step(choose(rng, step["observation"], step["legal"]))
        print(f"game {game}: {step['moves']} moves, reward {step['rewards'][0]}")
    env.close()


if __name__ == "__main__":
    main()
