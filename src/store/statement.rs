//! One statement of a commit and the values bound to it: what `commit.rs` joins into a
//! transaction, and what `ratings.rs` adds to it for a finished game.

/// A value bound to one placeholder of a [`Statement`].
#[derive(Clone, Copy, Debug)]
pub(super) enum Value<'a> {
    Int(i64),
    MaybeInt(Option<i64>),
    Float(f64),
    MaybeFloat(Option<f64>),
    Text(&'a str),
    MaybeText(Option<&'a str>),
}

/// One statement of a commit: SQL whose placeholders `$1, $2, …` are its own, and their values.
#[derive(Debug)]
pub(super) struct Statement<'a> {
    pub(super) sql: String,
    pub(super) values: Vec<Value<'a>>,
}

impl<'a> Statement<'a> {
    pub(super) fn new(sql: impl Into<String>, values: Vec<Value<'a>>) -> Self {
        Self {
            sql: sql.into(),
            values,
        }
    }
}

/// `($1, $2), ($3, $4)` for `rows` rows of `cols` values.
pub(super) fn placeholders(rows: usize, cols: usize) -> String {
    (0..rows)
        .map(|r| {
            let values: Vec<String> = (1..=cols).map(|c| format!("${}", r * cols + c)).collect();
            format!("({})", values.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}
