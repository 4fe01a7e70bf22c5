/** reported-tickets/detail/{id}: placeholder until the work page lands. */
export default function ReportedTicketDetail() {
  return null;
}
