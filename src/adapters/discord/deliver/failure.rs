//! What a failed Discord call means for delivery.

use serenity::http::HttpError;

/// Discord's error code for "Cannot send messages to this user".
const DMS_CLOSED: isize = 50007;
/// Discord's error code for "Thread is archived" (an edit in an archived thread).
pub(super) const ARCHIVED_THREAD: isize = 50083;
/// Discord's error code for "Unknown Message".
pub(super) const UNKNOWN_MESSAGE: isize = 10008;
/// Discord's error code for "Missing Permissions".
pub(super) const MISSING_PERMISSIONS: isize = 50013;
/// Discord's error code for "A thread has already been created for this message" (that
/// thread has the message's id).
pub(super) const THREAD_EXISTS: isize = 160_004;
/// Discord's error codes for an upload over the limit: "Request entity too large", "File
/// uploaded exceeds the maximum size".
const TOO_LARGE: [isize; 2] = [40005, 50045];

/// Why a Discord call failed, as far as delivery cares.
#[derive(Debug)]
pub enum Failure {
    /// Worth retrying later (5xx, network, rate limit left over).
    Transient(String),
    /// Discord answered 429: the recipient waits (see `backoff`), then it is tried again;
    /// for as long as Discord said, when the proxy mode's relay passed that on.
    RateLimited(Option<std::time::Duration>),
    /// The user does not accept DMs from the bot (50007).
    DmsClosed,
    /// A file is over the upload limit (413 / 40005, or known before sending): the message
    /// goes again without it, saying why.
    TooLarge,
    /// Discord refused for good (other 4xx).
    Permanent(String),
}

pub(super) fn classify(error: &serenity::Error) -> Failure {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let bounced = crate::adapters::discord::relay::bounced_wait(&response.error.message);
            // A 429 the proxy mode's relay bounced was counted there.
            if bounced.is_none() {
                crate::admin::metrics::discord_http_error(response.status_code.as_u16());
            }
            // By status: Discord's 429 body has no `code`, so serenity could not decode it.
            if response.status_code.as_u16() == 429 {
                Failure::RateLimited(bounced)
            } else if response.error.code == DMS_CLOSED {
                Failure::DmsClosed
            } else if response.status_code.as_u16() == 413
                || TOO_LARGE.contains(&response.error.code)
            {
                Failure::TooLarge
            } else if response.status_code.is_server_error() {
                Failure::Transient(error.to_string())
            } else {
                Failure::Permanent(format!(
                    "{} (code {})",
                    response.error.message, response.error.code
                ))
            }
        }
        serenity::Error::Http(HttpError::Request(_)) | serenity::Error::Io(_) => {
            Failure::Transient(error.to_string())
        }
        _ => Failure::Permanent(error.to_string()),
    }
}

/// Discord refused for a missing permission (403 / 50013).
pub(super) fn lacks_permission(error: &serenity::Error) -> bool {
    has_code(error, MISSING_PERMISSIONS)
}

/// Discord refused with the JSON error `code`.
pub(super) fn has_code(error: &serenity::Error, code: isize) -> bool {
    matches!(error, serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) if r.error.code == code)
}
