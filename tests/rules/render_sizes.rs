//! Every board the rules engine accepts can be drawn, in every view and theme, without a panic,
//! at the size `picture_size` announces.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use hextable::{
    render::{
        picture_size, player_view_png, replay_gif, revealed_png, spectator_png, RenderOptions,
        Theme,
    },
    rules::{BoardSize, DarkVersion, GameSettings, HexGame, Move, Player, Variant},
};

fn dimensions(png: &[u8]) -> (u32, u32) {
    let image = image::load_from_memory(png).unwrap();
    (image.width(), image.height())
}

#[test]
fn every_board_shape_draws() {
    let shapes = [
        (2, 2),
        (3, 4),
        (4, 3),
        (2, 26),
        (26, 2),
        (7, 7),
        (13, 5),
        (26, 26),
    ];
    let variants = [
        Variant::DarkHex(DarkVersion::Classic),
        Variant::DarkHex(DarkVersion::Abrupt),
        Variant::Hex,
        Variant::Rex,
    ];
    for (k, &(rows, cols)) in shapes.iter().enumerate() {
        let size = BoardSize::new(rows, cols).unwrap();
        let variant = variants[k % variants.len()];
        let theme = [Theme::Light, Theme::Dark][k % 2];
        let options = RenderOptions {
            theme,
            title: "A very long title that will not fit on a narrow picture at all, surely not"
                .into(),
            red_name: "Ünïcödé Ærøskøbing the Magnificent of Very Long Names".into(),
            blue_name: "žluťoučký kůň".into(),
            clock: Some("Red 1d 23h 59m · Blue 0:01".into()),
            ..RenderOptions::default()
        };
        let expected = picture_size(size);
        // Play in a diagonal sweep until the game ends.
        let mut game = HexGame::new(GameSettings::new(variant, size));
        let mut cells: Vec<_> = size.cells().collect();
        cells.sort_by_key(|c| (c.col * 7 + c.row * 3) % 11);
        let mut at = 0;
        while let Some(player) = game.to_move() {
            for view in [Player::Red, Player::Blue] {
                let png = player_view_png(&game.player_view(view), &options).unwrap();
                assert_eq!(dimensions(&png), expected, "{size}");
            }
            let png = spectator_png(&game.spectator_view(), &options).unwrap();
            assert_eq!(dimensions(&png), expected, "{size}");
            let cell = cells[at % cells.len()];
            at += 1;
            let _ = game.play(player, Move::Place(cell));
            if at > 3 * cells.len() {
                break;
            }
            // Drawing every position of a big board would be slow in a debug build.
            if size.cell_count() > 50 && game.ply() > 6 {
                let _ = game.resign(player);
            }
        }
        let board = game.revealed().unwrap();
        let png = revealed_png(&board, &options).unwrap();
        assert_eq!(dimensions(&png), expected, "{size}");
        if size.cell_count() <= 50 {
            let gif = replay_gif(&board, &options).unwrap();
            assert_eq!(&gif[..6], b"GIF89a");
        }
    }
}
