// The audit module's public face: other modules import what they use of it from here, not from the
// repository.
export { recordAudit } from './audit.repository';
