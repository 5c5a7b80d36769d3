//! The languages the bot speaks, and how the platforms name them.

use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};

/// A language the bot speaks. English is the reference: every text exists in it. Stored as
/// its code (`"fi"`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Finnish (suomi).
    Fi,
    /// Czech (čeština).
    Cs,
    /// Danish (dansk).
    Da,
    /// German (Deutsch).
    De,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fi, Lang::Cs, Lang::Da, Lang::De];

    /// The language's code, as stored and typed (`fi`), and its folder in `locales/`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fi => "fi",
            Lang::Cs => "cs",
            Lang::Da => "da",
            Lang::De => "de",
        }
    }

    /// The language of a tag as Discord, Matrix or a user writes it: `fi`, `fi-FI`, `de_DE`,
    /// `en-US`, `CS`. `None` for a language the bot does not speak (`sv-SE`, `pt-BR`, ``).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?;
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(primary))
    }

    /// Discord's locale keys for this language (`name_localizations`): Discord has no plain
    /// `en`, so English is its two variants.
    pub const fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::Fi => &["fi"],
            Lang::Cs => &["cs"],
            Lang::Da => &["da"],
            Lang::De => &["de"],
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language tag the bot does not speak.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no language {0:?}")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Lang::from_tag(text).ok_or_else(|| UnknownLang(text.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_as_the_platforms_send_them() {
        for (tag, lang) in [
            ("fi", Some(Lang::Fi)),
            ("fi-FI", Some(Lang::Fi)),
            ("cs", Some(Lang::Cs)),
            ("da", Some(Lang::Da)),
            ("de-DE", Some(Lang::De)),
            ("de_AT", Some(Lang::De)),
            ("en-US", Some(Lang::En)),
            ("en-GB", Some(Lang::En)),
            (" FI ", Some(Lang::Fi)),
            ("sv-SE", None),
            ("pt-BR", None),
            ("", None),
            ("finnish", None),
        ] {
            assert_eq!(Lang::from_tag(tag), lang, "{tag:?}");
        }
        assert_eq!("de".parse::<Lang>(), Ok(Lang::De));
        assert!("xx".parse::<Lang>().is_err());
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
            assert_eq!(lang.to_string(), lang.code());
        }
    }
}
