#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

// The SQLite settings Storage hardens each connection with; GRDB calls the rest of the API.
// Debian: libsqlite3-dev.
#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: one on/off option of a connection.
static inline int csqlite_db_config(sqlite3 *db, int option, int on) {
  return sqlite3_db_config(db, option, on, (int *)0);
}

#endif
