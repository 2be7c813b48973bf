// Which Building Cards may still turn up on a pile (one choice per kind of card, with how many
// are left) and putting a named one on top, in the set-up and the state alike, are the engine's:
// record mode reads them under its own names.
export {
  pileRevealChoices as revealChoices,
  putCardOnTop as putOnTop,
} from '@antarctica-game/engine';
