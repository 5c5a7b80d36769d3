use super::*;
use crate::rules::{BoardSize, GameSettings, HexGame};

/// A Dark Hex game on an `n`×`n` board played to its end by a fixed pseudo-random walk over
/// the cells each mover may try: a random walk hits often (a 19×19 game: 473 moves, 152
/// hits).
pub(crate) fn played(n: u32, version: DarkVersion, seed: u64) -> Revealed {
    played_with(n, version, seed, 100)
}

/// [`played`], where a move that would hit is tried again (the pick stays only
/// `hit_percent` % of the time), so there are fewer hits.
pub(crate) fn played_with(n: u32, version: DarkVersion, seed: u64, hit_percent: u64) -> Revealed {
    let size = BoardSize::square(n).unwrap();
    let mut game = HexGame::new(GameSettings::new(Variant::DarkHex(version), size));
    let mut state = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
    let mut next = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    while let Some(player) = game.to_move() {
        let open: Vec<_> = size.cells().filter(|&c| game.may_try(player, c)).collect();
        let mut pick = open[next() % open.len()];
        for _ in 0..20 {
            let hidden = game.true_stones()[size.index_of(pick).unwrap()].is_some();
            if !hidden || (next() % 100) < hit_percent as usize {
                break;
            }
            pick = open[next() % open.len()];
        }
        game.play(player, Move::Place(pick)).unwrap();
    }
    game.revealed().unwrap()
}

fn decoded_frames(gif_bytes: &[u8]) -> Vec<(u16, u16, u16)> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif_bytes).unwrap();
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        frames.push((frame.width, frame.height, frame.delay));
    }
    frames
}

#[test]
fn one_frame_a_move_the_last_held_longest() {
    let board = played(7, DarkVersion::Classic, 3);
    let bytes = knowledge_gif(&board, &RenderOptions::default()).unwrap();
    let frames = decoded_frames(&bytes);
    assert_eq!(frames.len(), board.ply());
    assert_eq!(knowledge_frame_count(&board), board.ply());
    let (w, h) = knowledge_picture_size(board.settings().size);
    assert_eq!((frames[0].0, frames[0].1), (w as u16, h as u16));
    let last = frames.last().unwrap().2;
    assert!(frames.iter().rev().skip(1).all(|f| f.2 < last));
    // Hits are shown longer than quiet moves.
    let hit = (0..board.ply()).find(|&i| board.record()[i].result == MoveResult::Hit);
    let quiet = (0..board.ply()).find(|&i| board.record()[i].result == MoveResult::Placed);
    if let (Some(hit), Some(quiet)) = (hit, quiet) {
        assert!(frames[hit].2 > frames[quiet].2);
    }
}

#[test]
fn long_games_merge_quiet_moves_but_keep_hits_apart_when_they_can() {
    // A random walk makes far more hits than a real game: 473 moves, 152 hits.
    let board = played(19, DarkVersion::Classic, 7);
    assert!(board.ply() > MAX_FRAMES, "{}", board.ply());
    let frames = plan(&board);
    assert!(frames.len() <= MAX_FRAMES && frames.len() > MAX_FRAMES - 20);
    assert_eq!(frames.last(), Some(&board.ply()));
    for (i, e) in board.record().iter().enumerate() {
        if e.result == MoveResult::Hit {
            assert!(frames.contains(&(i + 1)), "a hit ends a frame");
        }
    }
    // A long game with few hits: each hit has a frame of its own.
    let hits = |b: &Revealed| {
        b.record()
            .iter()
            .filter(|e| e.result == MoveResult::Hit)
            .count()
    };
    let few = (0..100)
        .map(|seed| played_with(19, DarkVersion::Abrupt, seed, 10))
        .find(|b| b.ply() > MAX_FRAMES && hits(b) < MAX_FRAMES / 3)
        .expect("a long game with few hits");
    let plan = plan(&few);
    assert!(plan.len() <= MAX_FRAMES);
    for (i, e) in few.record().iter().enumerate() {
        if e.result == MoveResult::Hit {
            let at = plan
                .iter()
                .position(|&p| p == i + 1)
                .expect("a hit ends a frame");
            assert_eq!(if at == 0 { 0 } else { plan[at - 1] }, i);
        }
    }
}

/// The colour of the pixel at the centre of `cell` in `panel`.
fn pixel(
    png: &[u8],
    geometry: &panel::Geometry,
    panel: usize,
    cell: crate::rules::Cell,
) -> [u8; 3] {
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let mut reader = decoder.read_info().unwrap();
    let info = reader.info().clone();
    let palette = info.palette.unwrap().into_owned();
    let mut data = vec![0; reader.output_buffer_size().unwrap()];
    reader.next_frame(&mut data).unwrap();
    let (x, y) = geometry.centre(panel, cell);
    // Off-centre by a quarter cell: a dot or ring may sit on the centre itself.
    let (x, y) = (x - geometry.w / 4, y);
    let index = usize::from(data[y as usize * info.width as usize + x as usize]);
    [
        palette[3 * index],
        palette[3 * index + 1],
        palette[3 * index + 2],
    ]
}

#[test]
fn a_panel_shows_the_enemy_stones_its_player_hit_and_no_other() {
    let board = played(7, DarkVersion::Classic, 5);
    let options = RenderOptions::default();
    let geometry = panel::Geometry::new(board.settings().size);
    let palette = super::super::palette::Palette::of(options.theme);
    let plan = plan(&board);
    let mut walk = board.walk();
    for (index, &ply) in plan.iter().enumerate() {
        let png = knowledge_frame_png(&board, &options, index).unwrap();
        let moment = walk.at(ply);
        for cell in board.settings().size.cells() {
            for (panel, view) in [(0, &moment.red), (2, &moment.blue)] {
                let viewer = view.viewer();
                let colour = pixel(&png, &geometry, panel, cell);
                let truth = moment.truth.stone(cell);
                let enemy = palette.stone(viewer.opponent());
                if truth == Some(viewer.opponent()) && view.stone(cell).is_none() {
                    assert_ne!(colour, enemy, "frame {index}: {viewer:?} sees {cell}");
                }
                if view.stone(cell).is_none() {
                    assert_eq!(colour, palette.cell, "frame {index} {viewer:?} {cell}");
                }
            }
        }
    }
}

#[test]
fn a_long_19_by_19_game_fits_discords_limit() {
    let board = played(19, DarkVersion::Classic, 7);
    assert!(board.ply() >= 150, "{}", board.ply());
    let bytes = knowledge_gif(&board, &RenderOptions::default()).unwrap();
    // Discord's default limit is 10 MiB a file (tests/support/discord/DISCORD.md).
    assert!(bytes.len() < 10 * 1024 * 1024, "{} bytes", bytes.len());
    if std::env::var_os("HEXTABLE_WRITE_FRAMES").is_some() {
        write_frames(&board, "19");
        write_frames(&played(7, DarkVersion::Classic, 3), "7");
        std::fs::write("target/knowledge-19.gif", &bytes).unwrap();
    }
}

/// Writes a few frames as PNGs under `target/` to look at.
fn write_frames(board: &Revealed, name: &str) {
    let count = knowledge_frame_count(board);
    let hit = plan(board)
        .iter()
        .position(|&p| is_hit(board, p))
        .unwrap_or(0);
    for index in [0, hit, count / 2, count - 1] {
        for (theme, suffix) in [
            (super::super::Theme::Light, ""),
            (super::super::Theme::Dark, "-dark"),
        ] {
            let options = RenderOptions {
                theme,
                title: "#12 · Dark Hex".to_owned(),
                red_name: "alice".to_owned(),
                blue_name: "bob".to_owned(),
                ..RenderOptions::default()
            };
            let png = knowledge_frame_png(board, &options, index).unwrap();
            std::fs::write(format!("target/knowledge-{name}-{index}{suffix}.png"), png).unwrap();
        }
    }
}
