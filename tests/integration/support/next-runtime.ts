// What Next's server sets up before it loads any of its modules: a real AsyncLocalStorage,
// without which Next's request scope (next/headers' cookies() and headers(), read by
// next-auth's route handler) is a stand-in that throws. Loaded before every integration file.
import 'next/dist/server/node-environment-baseline';
