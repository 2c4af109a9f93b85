//! Configuration validation (every rule, its setting and its message) and dispatch (the
//! automatic rule, explicit choices winning, the one-line report).

use deltagen::runtime::dispatch::{resolve, validate, verify_instance, Config, Speculation};
use deltagen::runtime::Manifest;
use deltagen::target::{Arch, Tile};
use deltagen::vocab::{Gate, Mode, Profile, Scalar};
use std::path::Path;

fn tile(s: &str) -> Tile {
    s.parse().expect("a tile spelling")
}

fn manifest() -> Manifest {
    Manifest::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("generated")).expect("manifest")
}

#[test]
fn every_rule_names_the_setting_and_what_works() {
    let m = manifest();
    let base = Config::default();
    validate(&base, &m).expect("the default configuration is valid");
    // (change, setting, words the message must contain)
    let cases: Vec<(Config, &str, &[&str])> = vec![
        (
            Config {
                speculation: Speculation::Eagle { topk: 4 },
                mode: Mode::Fold,
                ..base.clone()
            },
            "speculative-eagle-topk",
            &["tree", "snapshot and tuple modes", "topk 1"],
        ),
        (
            Config {
                speculation: Speculation::Ngram,
                mode: Mode::Fold,
                ..base.clone()
            },
            "speculative-algorithm",
            &["NGRAM", "tree", "tuple"],
        ),
        (
            Config {
                speculation: Speculation::Eagle { topk: 2 },
                draft: 17,
                d_alloc: 17,
                ..base.clone()
            },
            "speculative-eagle-topk",
            &["tree", "at most 16", "snapshot mode"],
        ),
        (
            Config {
                speculation: Speculation::None,
                ..base.clone()
            },
            "speculative-algorithm",
            &["EAGLE"],
        ),
        (
            Config {
                gate: Gate::Channel,
                dt_bias_dtype: Scalar::Bf16,
                ..base.clone()
            },
            "dt-bias-dtype",
            &["bf16", "kda_verify", "f32"],
        ),
        (
            Config {
                pool_dtype: Scalar::F16,
                ..base.clone()
            },
            "pool-dtype",
            &["f16", "bf16", "f32"],
        ),
        (
            Config {
                act_dtype: Scalar::F32,
                ..base.clone()
            },
            "act-dtype",
            &["f32", "bf16"],
        ),
        (
            Config {
                draft: 8,
                d_alloc: 4,
                ..base.clone()
            },
            "draft",
            &["D = 8", "D = 4"],
        ),
        (
            Config {
                k: 64,
                ..base.clone()
            },
            "head-dim",
            &["K=64", "128"],
        ),
        (
            Config {
                h: 16,
                hv: 40,
                ..base.clone()
            },
            "heads",
            &["HV=40", "multiple"],
        ),
        (
            Config {
                unified_memory: true,
                ..base.clone()
            },
            "enable-unified-memory",
            &["device memory"],
        ),
        (
            Config {
                profile: Profile::TritonSm90,
                arch: Arch::Gfx942,
                ..base.clone()
            },
            "profile",
            &["NVIDIA", "gfx942"],
        ),
        (
            Config {
                mode: Mode::Decode,
                ..base.clone()
            },
            "mode",
            &["tuple", "snapshot"],
        ),
    ];
    for (cfg, setting, words) in cases {
        let e = validate(&cfg, &m).expect_err(setting);
        assert_eq!(e.setting, setting, "{e}");
        for w in words {
            assert!(e.message.contains(w), "`{w}` missing from: {e}");
        }
    }
    // An arch the manifest has no kernels for names the ones it has.
    let mut without = m.clone();
    without.instances.retain(|e| e.arch != Arch::Sm100);
    let e = validate(
        &Config {
            arch: Arch::Sm100,
            ..base.clone()
        },
        &without,
    )
    .expect_err("no sm_100 kernels");
    assert_eq!(e.setting, "arch");
    assert!(
        e.message.contains("sm_100") && e.message.contains("gfx942"),
        "{e}"
    );
    // Unknown spellings are refused where they are read, listing the valid ones.
    let e = "sm_75".parse::<Arch>().expect_err("sm_75").to_string();
    assert!(
        e.contains("sm_75") && e.contains("sm_90") && e.contains("gfx950"),
        "{e}"
    );
    let e = "dense".parse::<Mode>().expect_err("dense").to_string();
    assert!(e.contains("tuple") && e.contains("snapshot"), "{e}");
    let e = "bv0w4".parse::<Tile>().expect_err("bv0w4").to_string();
    assert!(e.contains("bv0w4"), "{e}");
    // Trees run in tuple mode (both pools and profiles; the tree instance, and the
    // triton-sm90 replay for a triton-sm90 bf16 pool) and in snapshot mode: accepted there
    // with an f32 pool (both profiles) and with a bf16 pool under triton-sm90; the portable
    // bf16 snapshot tree is refused, naming what works.
    for (profile, pool, dt) in [
        (Profile::Portable, Scalar::F32, Scalar::F32),
        (Profile::Portable, Scalar::Bf16, Scalar::F32),
        (Profile::TritonSm90, Scalar::F32, Scalar::Bf16),
        (Profile::TritonSm90, Scalar::Bf16, Scalar::Bf16),
    ] {
        let tuple = Config {
            speculation: Speculation::Eagle { topk: 2 },
            mode: Mode::Tuple,
            profile,
            pool_dtype: pool,
            dt_bias_dtype: dt,
            draft: 16,
            d_alloc: 16,
            ..base.clone()
        };
        let r = resolve(&tuple, &m, 8).expect("a tuple-mode tree");
        assert_eq!(r.verify.file.tree, Some(true), "{}", r.line());
        assert!(
            r.line().ends_with(&format!("profile={profile}")),
            "{}",
            r.line()
        );
        let rounds = profile == Profile::TritonSm90 && pool == Scalar::Bf16;
        assert_eq!(
            r.commit.file.profile == Profile::TritonSm90,
            rounds,
            "{}",
            r.commit.name
        );
        assert_eq!(
            r.commit.file.tree,
            Some(true),
            "a tree replay: {}",
            r.commit.name
        );
        let line = r.line();
        assert!(
            line.contains("/tree replay=") && line.contains("bv32w4/tree"),
            "{line}"
        );
        let chain = Config {
            speculation: Speculation::Eagle { topk: 1 },
            ..tuple.clone()
        };
        let chain = resolve(&chain, &m, 8).expect("a chain");
        assert_eq!(
            chain.commit.file.tree, None,
            "a chain replay: {}",
            chain.commit.name
        );
    }
    for speculation in [Speculation::Eagle { topk: 4 }, Speculation::Ngram] {
        let tree = Config {
            speculation,
            mode: Mode::Snapshot,
            ..base.clone()
        };
        validate(&tree, &m).expect("a tree in snapshot mode");
        let triton = Config {
            profile: deltagen::vocab::Profile::TritonSm90,
            pool_dtype: deltagen::vocab::Scalar::Bf16,
            dt_bias_dtype: deltagen::vocab::Scalar::Bf16,
            ..tree.clone()
        };
        validate(&triton, &m).expect("a bf16 tree under triton-sm90");
        // The portable bf16 snapshot tree re-derives parents on chip: at most 16 tokens.
        let portable_bf16 = Config {
            pool_dtype: deltagen::vocab::Scalar::Bf16,
            draft: 16,
            d_alloc: 16,
            ..tree.clone()
        };
        let r = resolve(&portable_bf16, &m, 8).expect("a portable bf16 tree");
        assert_eq!(r.verify.file.tree, Some(true), "{}", r.verify.name);
        assert!(r.verify.name.contains("pool_bf16"), "{}", r.verify.name);
        let e = validate(
            &Config {
                draft: 17,
                d_alloc: 17,
                ..portable_bf16.clone()
            },
            &m,
        )
        .expect_err("a portable bf16 tree of 17 tokens");
        assert!(
            e.message.contains("at most 16")
                && e.message.contains("triton-sm90")
                && e.message.contains("f32 pool"),
            "{e}"
        );
    }
}

#[test]
fn the_rule_picks_tiles_by_batch_size_and_mode_and_an_explicit_tile_wins() {
    let m = manifest();
    let cfg = Config::default();
    let one = resolve(&cfg, &m, 1).expect("N=1");
    let many = resolve(&cfg, &m, 25).expect("N=25");
    assert_eq!(one.line(), "deltagen: arch=sm_90 verify=gdn_verify/tuple/bv8w4 replay=gdn_replay/bv32w4 profile=portable");
    assert_eq!(many.line(), "deltagen: arch=sm_90 verify=gdn_verify/tuple/bv32w4c2 replay=gdn_replay/bv32w4 profile=portable");
    let forced = resolve(
        &Config {
            tile: Some(tile("bv8w4")),
            ..cfg.clone()
        },
        &m,
        25,
    )
    .expect("explicit tile");
    assert!(forced.line().contains("tuple/bv8w4"), "{}", forced.line());
    let snap = resolve(
        &Config {
            mode: Mode::Snapshot,
            profile: Profile::TritonSm90,
            dt_bias_dtype: Scalar::Bf16,
            ..cfg.clone()
        },
        &m,
        8,
    )
    .expect("snapshot");
    assert_eq!(snap.line(), "deltagen: arch=sm_90 verify=gdn_verify/snapshot/bv16w4c2 commit=gdn_commit_scatter/w4 profile=triton-sm90");
    let gfx = resolve(
        &Config {
            arch: Arch::Gfx950,
            ..cfg.clone()
        },
        &m,
        1,
    )
    .expect("gfx950");
    assert!(gfx.line().contains("bv8w4"), "{}", gfx.line());
    let e = resolve(
        &Config {
            tile: Some(tile("bv7w7")),
            ..cfg
        },
        &m,
        1,
    )
    .expect_err("unknown tile");
    assert_eq!(e.setting, "tile");
    assert!(
        e.message.contains("bv8w4") && e.message.contains("bv32w4"),
        "{e}"
    );
    // A tile the table gives only to snapshot mode is not generated for tuple mode.
    let e = resolve(
        &Config {
            tile: Some(tile("bv16w4c2")),
            ..Config::default()
        },
        &m,
        25,
    )
    .expect_err("bv16w4c2 is a snapshot tile");
    assert_eq!(e.setting, "tile");
}

#[test]
fn a_long_draft_takes_its_row_and_dispatch_agrees_with_the_table_at_every_draft() {
    use deltagen::target::{self, Requests, DRAFT_ROW_MIN, FOLD_DRAFT_ROW_MIN};
    let m = manifest();
    let at = |mode: Mode, pool: Scalar, requests: u64, draft: u64| {
        let cfg = Config {
            mode,
            pool_dtype: pool,
            draft,
            d_alloc: draft,
            ..Config::default()
        };
        verify_instance(&cfg, &m, requests)
            .unwrap_or_else(|e| panic!("{mode} {pool} N={requests} D={draft}: {e}"))
    };
    let long = u64::from(DRAFT_ROW_MIN);
    let fold = u64::from(FOLD_DRAFT_ROW_MIN);
    // One request: the long-draft row from DRAFT_ROW_MIN tokens on (the f32 pool's fold from
    // FOLD_DRAFT_ROW_MIN), the row for every draft below it; more requests never take it;
    // with an f32 pool snapshot mode has none.
    let row = Some(DRAFT_ROW_MIN);
    for (mode, pool, requests, draft, want, min_draft) in [
        (Mode::Tuple, Scalar::F32, 1, long, "bv32w8", row),
        (Mode::Tuple, Scalar::F32, 1, long - 1, "bv8w4", None),
        (Mode::Tuple, Scalar::F32, 2, long, "bv32w4c2", None),
        (Mode::Decode, Scalar::F32, 1, long, "bv32w8", row),
        (Mode::Snapshot, Scalar::Bf16, 1, long, "bv32w8", row),
        (Mode::Snapshot, Scalar::F32, 1, long, "bv8w4", None),
        (
            Mode::Fold,
            Scalar::F32,
            1,
            fold,
            "bv32w8",
            Some(FOLD_DRAFT_ROW_MIN),
        ),
        (Mode::Fold, Scalar::F32, 1, fold - 1, "bv8w4", None),
    ] {
        let e = at(mode, pool, requests, draft);
        assert_eq!(e.file.tile, Some(tile(want)), "{}", e.name);
        assert_eq!(e.file.min_draft, min_draft, "{}", e.name);
    }
    // Every mode and pool, one and many requests, each draft length around the row's start:
    // the manifest's instance has the tile the table's rule gives (`row_for_draft`).
    for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple, Mode::Fold] {
        for pool in [Scalar::F32, Scalar::Bf16] {
            for requests in [1u64, 2, 25] {
                for draft in [1, 4, long - 1, long, fold - 1, fold, long + 4] {
                    let e = at(mode, pool, requests, draft);
                    let row = target::row_for_draft(
                        Gate::Head.verify(),
                        Arch::Sm90,
                        Requests::of(requests),
                        mode,
                        pool,
                        draft as u32,
                    )
                    .expect("a row");
                    // The bf16 pool's one-request fold instance is not generated: dispatch
                    // falls back to the many-request tile (`kernels::push_fold`).
                    let fold_fallback = mode == Mode::Fold && pool == Scalar::Bf16;
                    if !(fold_fallback && requests == 1) {
                        assert_eq!(
                            e.file.tile,
                            Some(row.tile),
                            "{mode} {pool} N={requests} D={draft}: {}",
                            e.name
                        );
                    }
                    assert!(e.file.min_draft.is_none_or(|d| u64::from(d) <= draft));
                }
            }
        }
    }
}

#[test]
fn kda_resolves_kda_instances_and_says_so() {
    let m = manifest();
    let kda = Config {
        gate: Gate::Channel,
        ..Config::default()
    };
    let one = resolve(&kda, &m, 1).expect("KDA N=1");
    assert_eq!(one.line(), "deltagen: arch=sm_90 verify=kda_verify/tuple/bv32w8c2 replay=kda_replay/bv32w4 profile=portable");
    // A few requests (2..=12) take the `Few` row's tile, more take the `>1` row's; the
    // modes without a `Few` row (fold, snapshot) and GDN (no `Few` row) keep theirs. With a
    // bf16 pool the decay-input instances take the `>1` row's tile for a few requests too
    // (`target::DECAY_INPUT_FEW_POOLS`).
    for (n, few_tile) in [
        (2, "bv64w8c2"),
        (12, "bv64w8c2"),
        (13, "bv32w4c2"),
        (64, "bv32w4c2"),
    ] {
        for (decay_input, pool) in [
            (false, Scalar::F32),
            (true, Scalar::F32),
            (false, Scalar::Bf16),
            (true, Scalar::Bf16),
        ] {
            let tile = if decay_input && pool == Scalar::Bf16 {
                "bv32w4c2"
            } else {
                few_tile
            };
            let cfg = Config {
                decay_input,
                pool_dtype: pool,
                ..kda.clone()
            };
            let r = resolve(&cfg, &m, n).unwrap_or_else(|e| panic!("KDA {pool} N={n}: {e}"));
            let input = if decay_input { "/decay_in" } else { "" };
            assert!(
                r.line()
                    .contains(&format!("verify=kda_verify/tuple/{tile}{input} ")),
                "{pool} N={n}: {}",
                r.line()
            );
            // Decode (not a speculative mode: the C ABI's pick of its verify instance).
            let decode = Config {
                mode: Mode::Decode,
                ..cfg.clone()
            };
            let e = verify_instance(&decode, &m, n).unwrap_or_else(|e| panic!("{pool} N={n}: {e}"));
            let want = format!("kda_verify_decode_act_bf16_dt_f32_pool_{pool}_{tile}");
            let want = if decay_input {
                format!("{want}_decay_in")
            } else {
                want
            };
            assert_eq!(e.name, want, "{pool} N={n}");
        }
        let fold = resolve(
            &Config {
                mode: Mode::Fold,
                ..kda.clone()
            },
            &m,
            n,
        )
        .expect("KDA fold");
        assert!(
            fold.line().contains("verify=kda_verify/fold/bv32w4 "),
            "{}",
            fold.line()
        );
        let gdn = resolve(&Config::default(), &m, n).expect("GDN");
        assert!(
            gdn.line().contains("verify=gdn_verify/tuple/bv32w4c2 "),
            "{}",
            gdn.line()
        );
    }
    let snap = resolve(
        &Config {
            mode: Mode::Snapshot,
            profile: Profile::TritonSm90,
            ..kda.clone()
        },
        &m,
        8,
    )
    .expect("KDA triton-sm90 snapshot");
    assert_eq!(snap.line(), "deltagen: arch=sm_90 verify=kda_verify/snapshot/bv16w4c2 commit=gdn_commit_scatter/w4 profile=triton-sm90");
    for arch in [Arch::Sm80, Arch::Sm100, Arch::Gfx942, Arch::Gfx950] {
        let r = resolve(
            &Config {
                arch,
                ..kda.clone()
            },
            &m,
            25,
        )
        .unwrap_or_else(|e| panic!("KDA on {arch}: {e}"));
        assert!(
            r.line().contains("verify=kda_verify/tuple/"),
            "{}",
            r.line()
        );
        assert!(r.line().contains("replay=kda_replay/"), "{}", r.line());
    }
}

/// `Config::from_json` (the C ABI's `deltagen_resolve`, Python's `Context.resolve`): each
/// key is the field of the same name, absent keys take the defaults (the arch: the caller's),
/// and an unknown key or a value of the wrong kind is an error naming it.
#[test]
fn a_json_configuration_sets_its_fields_and_refuses_bad_keys() {
    let m = manifest();
    let cfg = Config::from_json(
        r#"{"mode": "snapshot", "profile": "triton-sm90", "pool_dtype": "bf16",
            "dt_bias_dtype": "bf16", "speculation": "eagle", "topk": 2, "draft": 6,
            "hv": 48, "tile": "bv16w4"}"#,
        deltagen::target::Arch::Sm90,
    )
    .expect("config");
    let want = Config {
        mode: Mode::Snapshot,
        profile: Profile::TritonSm90,
        pool_dtype: deltagen::vocab::Scalar::Bf16,
        dt_bias_dtype: deltagen::vocab::Scalar::Bf16,
        speculation: Speculation::Eagle { topk: 2 },
        draft: 6,
        d_alloc: 6,
        hv: 48,
        tile: Some("bv16w4".parse().expect("tile")),
        ..Config::default()
    };
    assert_eq!(cfg, want);
    let r = resolve(&cfg, &m, 8).expect("resolves");
    assert_eq!(r.report()["line"], r.line());
    assert_eq!(r.report()["verify"], r.verify.name.as_str());
    let host = Config::from_json("{}", deltagen::target::Arch::Gfx942).expect("defaults");
    assert_eq!(
        host,
        Config {
            arch: deltagen::target::Arch::Gfx942,
            ..Config::default()
        }
    );
    for (text, words) in [
        ("[]", &["JSON object"][..]),
        (r#"{"pool": "f32"}"#, &["\"pool\"", "pool_dtype"]),
        (r#"{"mode": 3}"#, &["\"mode\"", "string"]),
        (r#"{"mode": "fast"}"#, &["\"mode\"", "fast"]),
        (r#"{"draft": -1}"#, &["\"draft\""]),
        (r#"{"tree": "yes"}"#, &["\"tree\""]),
        (r#"{"speculation": "ngram", "topk": 2}"#, &["\"topk\""]),
        (r#"{"speculation": "beam"}"#, &["\"speculation\"", "ngram"]),
        (r#"{"arch": "sm_91"}"#, &["\"arch\"", "sm_90"]),
        (r#"{"tile": "big"}"#, &["\"tile\""]),
    ] {
        let e = Config::from_json(text, deltagen::target::Arch::Sm90).expect_err(text);
        assert!(words.iter().all(|w| e.contains(w)), "{text}: {e}");
    }
}
