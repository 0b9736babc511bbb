export const FLIGHT_SELECTED = 'mfe1:flight-selected';

export interface FlightSelectedDetail {
  flightId: string;
}
