/** File name of the thread store inside the state directory. */
export const STORE_FILE_NAME = 'app-server.sqlite';

/** The location of an `--ephemeral` store: SQLite's private in-memory database. */
export const MEMORY_LOCATION = ':memory:';
