// The formats live in lib/format.ts: the home screen's queues and search show orders and trips too.
export { airportTime, kg, orderRoute, tripRoute } from '../../lib/format';
