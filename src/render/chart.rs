//! Placeholder for the rating-history picture: branch `chart` draws it. Only the signature is
//! here, so that profiles can attach the picture before that branch is merged.

/// One point of a rating history, oldest first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartPoint {
    /// The rating after a game.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
}

/// The rating history as PNG bytes (empty in this placeholder: nothing is drawn).
pub fn rating_chart(points: &[ChartPoint]) -> Vec<u8> {
    let _ = points;
    Vec::new()
}
