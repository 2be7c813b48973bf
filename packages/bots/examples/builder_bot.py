#!/usr/bin/env python3
"""A bot for Antarctica in Python, with the standard library only.

It speaks the bot protocol of @antarctica-game/bots (docs/bot-protocol.md): one JSON object per
line on standard input, one answer per line on standard output. Play it with

    antarctica-sim --games 100 --players 2 --bot 'cmd:python3 examples/builder_bot.py' --bot heuristic

Its plan: build whenever it can (the Building Card with the most research points), else research,
else recruit, else build a ship; when sailing, go where it could build; never throw a ship away.
"""
import json
import random
import sys

PROTOCOL = 1
PREFERRED = ["build", "research", "recruit", "buildShip", "playPlaceScientist", "playFastResearch"]


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


class Builder:
    def __init__(self):
        self.edition = None
        self.rng = random.Random(0)

    def new_game(self, message):
        self.edition = message["edition"]
        self.rng = random.Random(message["seed"])

    def research(self, view, move):
        top = view["piles"][move["deck"]]["top"]
        return 0 if top is None else self.edition["buildingCards"][top]["research"]

    def decide(self, view, legal):
        for kind in PREFERRED:
            moves = [i for i, move in enumerate(legal) if move["type"] == kind]
            if not moves:
                continue
            if kind == "build":
                return max(moves, key=lambda i: self.research(view, legal[i]))
            return moves[0]
        # Sailing, or a choice with no action in the list above: anything but a discard of a ship.
        keep = [i for i, move in enumerate(legal) if not (move["type"] == "discard" and move["resource"] != "cube")]
        return self.rng.choice(keep or list(range(len(legal))))


def main():
    bot = Builder()
    for line in sys.stdin:
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            send({"type": "hello", "protocol": PROTOCOL, "name": "builder (python)"})
        elif kind == "newGame":
            bot.new_game(message)
        elif kind == "decide":
            send({"type": "move", "index": bot.decide(message["view"], message["legal"])})
        elif kind == "gameOver":
            pass  # message["points"], message["winners"]: learn from the result here
        elif kind == "quit":
            break


if __name__ == "__main__":
    main()
