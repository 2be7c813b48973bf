export * from '@antarctica-game/foundation/services';
