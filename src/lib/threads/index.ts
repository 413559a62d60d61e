// `vv-agent threads`: the App Server's stored threads, read from a state directory (issue 12, point 16).
export {
  listStoredThreads,
  showStoredThread,
  archiveStoredThread,
  type StateDirChoice,
  type ThreadSummary,
  type StoreAccess,
  type ThreadListing,
  type ThreadDetail,
  type ArchiveResult,
} from './storedThreads.js';
export { formatThreadListing, formatThreadDetail, formatAccessNote } from './formatThreads.js';
