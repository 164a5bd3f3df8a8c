import * as migration_20261122_121024_initial from './20261122_121024_initial';

export const migrations = [
  {
    up: migration_20261122_121024_initial.up,
    down: migration_20261122_121024_initial.down,
    name: '20261122_121024_initial'
  },
];
