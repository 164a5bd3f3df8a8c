import * as migration_20261122_123951_initial from './20261122_123951_initial';

export const migrations = [
  {
    up: migration_20261122_123951_initial.up,
    down: migration_20261122_123951_initial.down,
    name: '20261122_123951_initial'
  },
];
