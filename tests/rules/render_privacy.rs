//! The pictures leak nothing: a player's picture depends only on what that player knows, the
//! channel's picture of a Dark Hex game in progress on nothing hidden, and no PNG carries
//! metadata.
//!
//! Pairs of games are built that share one player's knowledge but not the true board: the
//! opponent's unseen stones are moved to other cells that nobody ever played.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use crate::support;

use hextable::{
    render::{
        player_view_png, spectator_png, terminal_player_view, terminal_spectator, Labels,
        RenderOptions, Theme,
    },
    rules::{
        BoardSize, DarkVersion, GameSettings, HexGame, Move, MoveResult, Player, RecordEntry,
        Variant,
    },
};
use support::Rng;

/// A random Dark Hex game still in progress after about `plies` moves, or `None` if it ended.
fn random_game(settings: GameSettings, plies: usize, rng: &mut Rng) -> Option<HexGame> {
    let mut game = HexGame::new(settings);
    let cells: Vec<_> = settings.size.cells().collect();
    while game.ply() < plies {
        let player = game.to_move()?;
        let options: Vec<_> = cells
            .iter()
            .copied()
            .filter(|&c| game.may_try(player, c))
            .collect();
        let cell = options[rng.below(options.len())];
        game.play(player, Move::Place(cell)).ok()?;
    }
    (!game.is_over()).then_some(game)
}

/// The same game with `hidden`'s placed stones moved to cells nobody ever played; `None` when
/// that would change the game (e.g. it would end it).
fn moved_stones(game: &HexGame, hidden: Player, rng: &mut Rng) -> Option<HexGame> {
    let size = game.settings().size;
    let touched: Vec<_> = game
        .record()
        .iter()
        .filter_map(|e| match e.mv {
            Move::Place(c) => Some(c),
            Move::Swap => None,
        })
        .collect();
    let mut free: Vec<_> = size.cells().filter(|c| !touched.contains(c)).collect();
    // Stones the viewer tried (and so found) must stay where they are.
    let tried: Vec<_> = game
        .record()
        .iter()
        .filter(|e| e.player != hidden)
        .map(|e| e.mv)
        .collect();
    let mut moves = Vec::new();
    for &RecordEntry { player, mv, result } in game.record() {
        if player == hidden
            && result == MoveResult::Placed
            && !tried.contains(&mv)
            && !free.is_empty()
            && rng.below(3) > 0
        {
            let cell = free.swap_remove(rng.below(free.len()));
            moves.push(Move::Place(cell));
        } else {
            moves.push(mv);
        }
    }
    let other = HexGame::from_moves(game.settings(), &moves).ok()?;
    (!other.is_over()).then_some(other)
}

fn options(theme: Theme) -> RenderOptions {
    RenderOptions {
        theme,
        title: "Dark Hex #7".into(),
        red_name: "alice".into(),
        blue_name: "bob".into(),
        clock: Some("3:00".into()),
        ..RenderOptions::default()
    }
}

#[test]
fn a_players_picture_depends_only_on_what_they_know() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let mut pairs = 0;
    let mut attempts = 0;
    while pairs < 40 && attempts < 2000 {
        attempts += 1;
        let n = [7, 11, 19][attempts % 3];
        let version = [DarkVersion::Classic, DarkVersion::Abrupt][attempts % 2];
        let theme = [Theme::Light, Theme::Dark][(attempts / 2) % 2];
        let size = BoardSize::square(n).unwrap();
        let settings = GameSettings::new(Variant::DarkHex(version), size);
        let plies = 4 + rng.below(size.cell_count() / 2);
        let Some(game) = random_game(settings, plies, &mut rng) else {
            continue;
        };
        let viewer = [Player::Red, Player::Blue][rng.below(2)];
        let Some(other) = moved_stones(&game, viewer.opponent(), &mut rng) else {
            continue;
        };
        // Different truths …
        if game.player_view(viewer.opponent()) == other.player_view(viewer.opponent()) {
            continue;
        }
        // … that the viewer cannot tell apart …
        assert_eq!(game.player_view(viewer), other.player_view(viewer));
        // … give the very same picture and text.
        let options = options(theme);
        let a = player_view_png(&game.player_view(viewer), &options).unwrap();
        let b = player_view_png(&other.player_view(viewer), &options).unwrap();
        assert!(
            a == b,
            "{viewer}'s picture differs between equal views ({n}×{n})"
        );
        // (The pictures do show what differs: the opponent's pictures are not the same.)
        let hidden = viewer.opponent();
        let c = player_view_png(&game.player_view(hidden), &options).unwrap();
        let d = player_view_png(&other.player_view(hidden), &options).unwrap();
        assert!(c != d, "{hidden}'s pictures should differ");
        assert_eq!(
            terminal_player_view(&game.player_view(viewer), &Labels::default(), true),
            terminal_player_view(&other.player_view(viewer), &Labels::default(), true)
        );
        // The channel learns nothing either.
        let a = spectator_png(&game.spectator_view(), &options).unwrap();
        let b = spectator_png(&other.spectator_view(), &options).unwrap();
        assert!(a == b, "spectator picture differs ({n}×{n})");
        pairs += 1;
    }
    assert_eq!(pairs, 40, "too few pairs found in {attempts} attempts");
}

#[test]
fn the_channel_picture_of_a_game_in_progress_shows_no_stone() {
    // Games with no hits and the same number of moves look the same to the channel, however
    // different their boards.
    let mut rng = Rng(0xDEAD_BEEF_F00D_0001);
    for n in [7u32, 11, 19] {
        let size = BoardSize::square(n).unwrap();
        let settings = GameSettings::new(Variant::DarkHex(DarkVersion::Classic), size);
        let no_hits = |rng: &mut Rng, plies: usize| loop {
            if let Some(game) = random_game(settings, plies, rng) {
                if game.spectator_view().hits() == 0 {
                    return game;
                }
            }
        };
        let empty = spectator_png(
            &HexGame::new(settings).spectator_view(),
            &options(Theme::Dark),
        )
        .unwrap();
        let mut pictures = Vec::new();
        for _ in 0..4 {
            let game = no_hits(&mut rng, 6);
            pictures.push(spectator_png(&game.spectator_view(), &options(Theme::Dark)).unwrap());
            assert_eq!(
                terminal_spectator(&game.spectator_view(), &Labels::default(), false),
                terminal_spectator(
                    &no_hits(&mut rng, 6).spectator_view(),
                    &Labels::default(),
                    false
                )
            );
        }
        assert!(pictures.windows(2).all(|w| w[0] == w[1]));
        // Only the header differs from the empty game's picture: the board area is identical.
        let a = image::load_from_memory(&pictures[0]).unwrap().to_rgb8();
        let b = image::load_from_memory(&empty).unwrap().to_rgb8();
        let header = 200; // the header band is at most this tall
        let differing_rows: Vec<u32> = (0..a.height())
            .filter(|&y| (0..a.width()).any(|x| a.get_pixel(x, y) != b.get_pixel(x, y)))
            .collect();
        assert!(
            !differing_rows.is_empty(),
            "the header should show the counts"
        );
        assert!(
            differing_rows.iter().all(|&y| y < header),
            "board area differs at rows {differing_rows:?}"
        );
    }
}

/// The chunk types of a PNG file, in order.
fn chunk_types(png: &[u8]) -> Vec<String> {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let mut types = Vec::new();
    let mut at = 8;
    while at + 8 <= png.len() {
        let len = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
        types.push(String::from_utf8_lossy(&png[at + 4..at + 8]).into_owned());
        at += 12 + len;
    }
    assert_eq!(at, png.len(), "trailing bytes");
    types
}

#[test]
fn pngs_carry_no_metadata() {
    let size = BoardSize::square(11).unwrap();
    let settings = GameSettings::new(Variant::DarkHex(DarkVersion::Classic), size);
    let mut rng = Rng(42);
    let game = loop {
        if let Some(game) = random_game(settings, 30, &mut rng) {
            break game;
        }
    };
    for png in [
        player_view_png(&game.player_view(Player::Red), &options(Theme::Light)).unwrap(),
        spectator_png(&game.spectator_view(), &options(Theme::Dark)).unwrap(),
    ] {
        let types = chunk_types(&png);
        assert!(
            types
                .iter()
                .all(|t| ["IHDR", "PLTE", "IDAT", "IEND"].contains(&t.as_str())),
            "unexpected chunks: {types:?}"
        );
        assert_eq!(types.first().map(String::as_str), Some("IHDR"));
        assert_eq!(types.last().map(String::as_str), Some("IEND"));
    }
}
