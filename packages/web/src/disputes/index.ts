export { disputeOutcomeText, disputeSteps, formatDisputeTime } from './dispute-format';
export { DisputeSection, type DisputeViewer } from './dispute-section';
export { useDisputeConversation, useOrderDisputes } from './disputes-queries';
