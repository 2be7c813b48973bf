import { LobbyClient } from 'boardgame.io/client';
import type { BotKind } from '../setup-data.js';
import { h } from './dom.js';
import { lobbyProblem } from './lobby-problem.js';
import type { HeldSeat, WatchedMatch } from './seat-store.js';

const GAME = 'antarctica';
const NAME_KEY = 'antarctica-online/name';

/** What a seat can be when a match is created. */
type SeatChoice = 'person' | BotKind;

const CHOICES: ReadonlyArray<[SeatChoice, string]> = [
  ['person', 'A person'],
  ['heuristic', 'Heuristic bot'],
  ['mcts', 'MCTS bot (a quarter of a second a move)'],
];

interface ListedMatch {
  matchID: string;
  players: Array<{ id: number; name?: string; data?: { bot?: string } }>;
}

/**
 * The lobby: a form that creates a match (2 to 4 seats, each a person or a bot; the creator sits
 * at the first person's seat) and the list of the matches being played, each with a button for
 * each free seat and one to watch it. Everything goes through boardgame.io's lobby API with its
 * `LobbyClient`.
 */
export function showLobby(
  root: HTMLElement,
  sitDown: (seat: HeldSeat) => void,
  notice?: string,
  watch: (match: WatchedMatch) => void = () => {},
): () => void {
  const lobby = new LobbyClient({ server: location.origin });
  const problem = h('p', { class: 'problem', role: 'alert' }, notice ?? '');
  const nameInput = h('input', {
    id: 'player-name',
    name: 'name',
    autocomplete: 'nickname',
    maxlength: 40,
    required: true,
    value: localStorage.getItem(NAME_KEY) ?? '',
  });
  const playersSelect = h(
    'select',
    { id: 'player-count', name: 'players' },
    ...[2, 3, 4].map((count) => h('option', { value: count }, `${count} players`)),
  );
  const seatsBox = h('div', { class: 'seats' });
  const seatSelects: HTMLSelectElement[] = [];
  const drawSeats = () => {
    const count = Number(playersSelect.value);
    while (seatSelects.length < count) {
      const index = seatSelects.length;
      seatSelects.push(
        h(
          'select',
          { id: `seat-${index}`, 'data-seat': index },
          ...CHOICES.map(([value, label]) =>
            h(
              'option',
              { value, selected: value === (index === 0 ? 'person' : 'heuristic') },
              label,
            ),
          ),
        ),
      );
    }
    seatsBox.replaceChildren(
      ...seatSelects
        .slice(0, count)
        .map((select, index) =>
          h('p', {}, h('label', { for: `seat-${index}` }, `Seat ${index + 1}`), ' ', select),
        ),
    );
  };
  playersSelect.addEventListener('change', drawSeats);
  drawSeats();

  const playerName = (): string | undefined => {
    const name = nameInput.value.trim();
    if (name === '') {
      problem.textContent = 'Write your name first: the other players see it.';
      nameInput.focus();
      return undefined;
    }
    localStorage.setItem(NAME_KEY, name);
    return name;
  };

  const join = async (matchID: string, playerID: string, numPlayers: number) => {
    const name = playerName();
    if (name === undefined) return;
    try {
      const joined = await lobby.joinMatch(GAME, matchID, { playerID, playerName: name });
      sitDown({
        matchID,
        playerID,
        credentials: joined.playerCredentials,
        playerName: name,
        numPlayers,
      });
    } catch (error) {
      problem.textContent = `Could not join: ${lobbyProblem(error)}`;
    }
  };

  const form = h(
    'form',
    { class: 'create', 'aria-labelledby': 'create-heading' },
    h('h2', { id: 'create-heading' }, 'New match'),
    h('p', {}, h('label', { for: 'player-count' }, 'Players'), ' ', playersSelect),
    seatsBox,
    h('button', { type: 'submit' }, 'Create the match and sit down'),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    problem.textContent = '';
    const count = Number(playersSelect.value);
    const choices = seatSelects.slice(0, count).map((select) => select.value as SeatChoice);
    const mine = choices.indexOf('person');
    if (mine < 0) {
      problem.textContent = 'Leave at least one seat to a person: yours.';
      return;
    }
    if (playerName() === undefined) return;
    const bots: Record<string, BotKind> = {};
    choices.forEach((choice, index) => {
      if (choice !== 'person') bots[String(index)] = choice;
    });
    try {
      const { matchID } = await lobby.createMatch(GAME, { numPlayers: count, setupData: { bots } });
      await join(matchID, String(mine), count);
    } catch (error) {
      problem.textContent = `Could not create the match: ${lobbyProblem(error)}`;
    }
  });

  const list = h('ul', { class: 'matches' });
  const refreshButton = h('button', { type: 'button' }, 'Refresh the list');
  const refresh = async () => {
    try {
      const { matches } = await lobby.listMatches(GAME, { isGameover: false });
      const listed = matches as unknown as ListedMatch[];
      list.replaceChildren(
        ...(listed.length === 0
          ? [h('li', {}, 'No match is being played: create one.')]
          : listed.map((match) => matchItem(match))),
      );
    } catch (error) {
      list.replaceChildren(h('li', {}, `The list could not be read: ${lobbyProblem(error)}`));
    }
  };
  const matchItem = (match: ListedMatch) => {
    const watchButton = h('button', { type: 'button', 'data-watch': match.matchID }, 'Watch');
    watchButton.addEventListener('click', () =>
      watch({ matchID: match.matchID, numPlayers: match.players.length }),
    );
    return h(
      'li',
      { 'data-match': match.matchID },
      `${match.players.length} players: `,
      ...match.players.flatMap((player, index) => {
        const label = player.name ?? 'free';
        if (player.name !== undefined)
          return [
            h('span', { class: 'taken' }, label),
            index < match.players.length - 1 ? ', ' : '',
          ];
        const button = h(
          'button',
          { type: 'button', 'data-join': `${match.matchID}:${player.id}` },
          `Join seat ${player.id + 1}`,
        );
        button.addEventListener('click', () =>
          join(match.matchID, String(player.id), match.players.length),
        );
        return [button, index < match.players.length - 1 ? ' ' : ''];
      }),
      ' ',
      watchButton,
    );
  };
  refreshButton.addEventListener('click', refresh);
  const timer = setInterval(refresh, 5000);
  refresh();

  root.replaceChildren(
    h('header', { class: 'table-bar' }, h('h1', {}, 'Antarctica online')),
    h(
      'main',
      { class: 'lobby' },
      problem,
      h('p', {}, h('label', { for: 'player-name' }, 'Your name'), ' ', nameInput),
      form,
      h(
        'section',
        { 'aria-labelledby': 'open-heading' },
        h('h2', { id: 'open-heading' }, 'Matches being played'),
        list,
        refreshButton,
      ),
    ),
  );
  return () => clearInterval(timer);
}
