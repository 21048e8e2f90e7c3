// The zone and the day are defined once in runtime/, where the server's cache reads them too.
export { ROMANIA_TIME_ZONE, todayInRomania } from '@/runtime/romania-time.mjs';
