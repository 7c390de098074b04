//! `cpn-fix assess` end to end: golden Markdown and JSON reports covering every verdict and every
//! gate failure, exit codes, `-o`, `--manifest`, the staleness warning and `manifest`.
//! Regenerate with `UPDATE_GOLDEN=1 cargo test --test assess`.

mod common;
use common::{assert_golden, root};

fn run(args: &[&str], today: &str) -> (String, String, i32) {
    common::run_in(&root(), args, &[("CPN_FIX_TODAY", today)])
}

const TODAY: &str = "2026-12-01";
const F: &str = "tests/fixtures/assess/";

/// (golden name, target, extra flags, expected verdict)
const CASES: &[(&str, &str, &[&str], &str)] = &[
    ("ready_diffusion", "ready_diffusion.py", &[], "READY"),
    ("light_one_sync", "light_one_sync.py", &[], "LIGHT REFACTOR"),
    (
        "light_refactor_only",
        "light_refactor_only.py",
        &[],
        "LIGHT REFACTOR",
    ),
    (
        "significant_loops",
        "significant_loops.py",
        &[],
        "SIGNIFICANT REFACTOR",
    ),
    ("mpi_halo", "mpi_halo.py", &[], "SIGNIFICANT REFACTOR"),
    ("demoted_interp", "demoted_interp.py", &[], "LIGHT REFACTOR"),
    (
        "hot_flip_one_node",
        "hot_flip.py",
        &["--gpus", "1", "--nodes", "1"],
        "READY",
    ),
    (
        "hot_flip_two_nodes",
        "hot_flip.py",
        &["--gpus", "4", "--nodes", "2"],
        "LIGHT REFACTOR",
    ),
    ("running_sum", "running_sum.py", &[], "LIGHT REFACTOR"),
    ("sparse_helper_once", "sparse_helper_once.py", &[], "READY"),
    (
        "gate1_pre_volta",
        "ready_diffusion.py",
        &["--gpu", "P100"],
        "NOT RECOMMENDED",
    ),
    (
        "gate2_small_flag",
        "ready_diffusion.py",
        &["--elements", "50_000", "--gpus", "1"],
        "NOT RECOMMENDED",
    ),
    (
        "gate2_small_inferred",
        "tiny_arrays.py",
        &[],
        "NOT RECOMMENDED",
    ),
    ("gate4_sparse", "sparse_solver.py", &[], "NOT RECOMMENDED"),
    ("gate4_graph", "graph_bfs.py", &[], "NOT RECOMMENDED"),
    ("gate4_ml", "ml_pipeline.py", &[], "NOT RECOMMENDED"),
    ("gate4_recurrence", "iir_filter.py", &[], "NOT RECOMMENDED"),
    ("gate4_strings", "text_parsing.py", &[], "NOT RECOMMENDED"),
    (
        "cpu_only",
        "ready_diffusion.py",
        &["--cpu-only", "--elements", "1e8", "--nodes", "2"],
        "READY",
    ),
    (
        "codebase",
        "codebase",
        &["--elements", "10M", "--gpus", "2", "--gpu", "H100"],
        "LIGHT REFACTOR",
    ),
];

#[test]
fn golden_reports_cover_every_verdict_and_gate_failure() {
    for (name, target, flags, verdict) in CASES {
        let target = format!("{F}{target}");
        for (format, ext) in [("markdown", "md"), ("json", "json")] {
            let mut args = vec!["assess", target.as_str(), "--format", format];
            args.extend_from_slice(flags);
            let (stdout, stderr, code) = run(&args, TODAY);
            assert!(stderr.is_empty(), "{name}: {stderr}");
            assert_eq!(code, if *verdict == "READY" { 0 } else { 1 }, "{name}");
            assert_golden(
                &root().join("golden/assess").join(format!("{name}.{ext}")),
                &stdout,
            );
            if format == "json" {
                let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
                assert_eq!(json["verdict"], *verdict, "{name}");
            }
        }
    }
}

#[test]
fn every_example_has_a_golden_report() {
    for entry in std::fs::read_dir(root().join("assets/examples")).unwrap() {
        let path = entry.unwrap().path();
        let rel = path
            .strip_prefix(root())
            .unwrap()
            .to_str()
            .unwrap()
            .to_string();
        let (stdout, _, code) = run(&["assess", &rel], TODAY);
        assert!(code == 0 || code == 1, "{rel}");
        let name = path.file_stem().unwrap().to_str().unwrap();
        assert_golden(
            &root()
                .join("golden/assess/examples")
                .join(format!("{name}.md")),
            &stdout,
        );
    }
}

#[test]
fn report_has_exactly_the_eight_sections_in_order() {
    let (stdout, _, _) = run(&["assess", "assets/examples"], TODAY);
    let headings: Vec<&str> = stdout.lines().filter(|l| l.starts_with("## ")).collect();
    assert_eq!(
        headings,
        [
            "## Verdict",
            "## What works",
            "## What blocks",
            "## What's fixable",
            "## Compatibility / cost notes",
            "## API support gaps",
            "## Decision-framework summary",
            "## Recommended next steps"
        ]
    );
    let last = stdout.lines().rev().find(|l| !l.is_empty()).unwrap();
    assert!(last.contains("CUPYNUMERIC_DOCTOR=1 CUPYNUMERIC_DOCTOR_FORMAT=json CUPYNUMERIC_DOCTOR_FILENAME=doctor-report.json legate --gpus"), "{last}");
}

#[test]
fn not_recommended_sections_say_na() {
    let (stdout, _, _) = run(&["assess", &format!("{F}graph_bfs.py")], TODAY);
    assert!(stdout.contains("n/a — see verdict"), "{stdout}");
}

#[test]
fn output_file_and_exit_codes() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("report.md");
    let (stdout, _, code) = run(
        &[
            "assess",
            &format!("{F}ready_diffusion.py"),
            "-o",
            out.to_str().unwrap(),
        ],
        TODAY,
    );
    assert_eq!(code, 0);
    assert!(stdout.is_empty());
    assert!(std::fs::read_to_string(&out).unwrap().contains("**READY**"));
    let (_, stderr, code) = run(
        &[
            "assess",
            &format!("{F}ready_diffusion.py"),
            "--elements",
            "many",
        ],
        TODAY,
    );
    assert_eq!(code, 2);
    assert!(stderr.contains("invalid --elements `many`"), "{stderr}");
    let bad = dir.path().join("bad.py");
    std::fs::write(&bad, "def f(:\n").unwrap();
    let good = format!("{F}ready_diffusion.py");
    let (stdout, _, code) = run(
        &["assess", bad.to_str().unwrap(), &good, "--format", "json"],
        TODAY,
    );
    assert_eq!(code, 2);
    let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(json["errors"][0]["kind"], "syntax");
    let (stdout, stderr, code) = run(
        &["assess", bad.to_str().unwrap(), "--format", "json"],
        TODAY,
    );
    assert_eq!((stdout.as_str(), code), ("", 2), "no verdict for nothing");
    assert!(stderr.contains("E999 syntax error"), "{stderr}");
}

#[test]
fn stale_manifest_warns_on_stderr_only() {
    let (stdout, stderr, _) = run(&["assess", &format!("{F}ready_diffusion.py")], "2027-06-01");
    assert!(
        stderr.contains("days ago; refresh it with `scripts/gen_api_manifest.sh`"),
        "{stderr}"
    );
    assert!(!stdout.contains("days ago"));
    let (_, stderr, _) = run(&["assess", &format!("{F}ready_diffusion.py")], TODAY);
    assert!(stderr.is_empty());
}

#[test]
fn another_manifest_can_be_used() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.toml");
    std::fs::write(&path, "cupynumeric_version = \"0.0\"\ngenerated = \"2026-12-01\"\n[api]\n\"numpy.linspace\" = \"not-implemented\"\n").unwrap();
    let (stdout, _, code) = run(
        &[
            "assess",
            &format!("{F}demoted_interp.py"),
            "--manifest",
            path.to_str().unwrap(),
            "--format",
            "json",
        ],
        TODAY,
    );
    assert_eq!(code, 1);
    let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let apis: Vec<&str> = json["api_gaps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["api"].as_str().unwrap())
        .collect();
    assert_eq!(apis, ["numpy.linspace"]);
}

#[test]
fn manifest_command() {
    let (stdout, _, code) = run(&["manifest"], TODAY);
    assert_eq!(code, 0);
    assert!(
        stdout.contains("cuPyNumeric 26.6.1 API manifest")
            && stdout.contains("616 NumPy names, 412 implemented"),
        "{stdout}"
    );
    assert_eq!(
        run(&["manifest", "np.std"], TODAY).0,
        "numpy.std: not-implemented\n"
    );
    assert_eq!(
        run(&["manifest", "ndarray.astype"], TODAY).0,
        "numpy.ndarray.astype: multi-gpu\n"
    );
    assert_eq!(
        run(&["manifest", "np.abs"], TODAY).0,
        "numpy.abs (alias of numpy.absolute): multi-gpu\n"
    );
    let (stdout, _, code) = run(&["manifest", "np.mgrid"], TODAY);
    assert_eq!(code, 1);
    assert!(stdout.contains("not listed"));
}

/// `--per-package`: each top-level package of a tree gets its own verdict, so one package's
/// graph search does not speak for the dense solver beside it.
#[test]
fn per_package_verdicts_for_a_monorepo() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(F);
    for (package, fixture) in [
        ("diffusion", "ready_diffusion.py"),
        ("routing", "graph_bfs.py"),
        ("signal", "significant_loops.py"),
    ] {
        std::fs::create_dir_all(root.join(package)).unwrap();
        std::fs::copy(fixtures.join(fixture), root.join(package).join(fixture)).unwrap();
    }
    std::fs::write(
        root.join("setup.py"),
        "from setuptools import setup\nsetup()\n",
    )
    .unwrap();
    let bin = assert_cmd::cargo::cargo_bin("cpn-fix");
    let out = std::process::Command::new(&bin)
        .current_dir(root)
        .args(["assess", ".", "--per-package"])
        .env("CPN_FIX_TODAY", TODAY)
        .output()
        .unwrap();
    let md = String::from_utf8(out.stdout).unwrap();
    assert!(
        md.contains("| package | files | verdict | failing gates |"),
        "{md}"
    );
    assert!(md.contains("| `diffusion` | 1 | READY | — |"), "{md}");
    assert!(
        md.contains("| `routing` | 1 | NOT RECOMMENDED | Gate 4 |"),
        "{md}"
    );
    assert!(
        md.contains("| `signal` | 1 | SIGNIFICANT REFACTOR | Gate 3 |"),
        "{md}"
    );
    assert!(md.contains("| `(top level)` | 1 | READY | — |"), "{md}");
    let out = std::process::Command::new(&bin)
        .current_dir(root)
        .args(["assess", ".", "--per-package", "--format", "json"])
        .env("CPN_FIX_TODAY", TODAY)
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["packages"][2]["package"], "routing");
    assert_eq!(json["packages"][2]["verdict"], "NOT RECOMMENDED");
    let out = std::process::Command::new(&bin)
        .current_dir(root)
        .args(["assess", "."])
        .env("CPN_FIX_TODAY", TODAY)
        .output()
        .unwrap();
    assert!(!String::from_utf8(out.stdout)
        .unwrap()
        .contains("| package |"));
}

/// A module without an array library gets no verdict row and its plain-Python string or graph
/// code does not decide Gate 4 for the array code beside it; a library pattern (torch) still does.
#[test]
fn modules_without_arrays_do_not_decide_the_compute_pattern() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(F);
    std::fs::copy(fixtures.join("ready_diffusion.py"), root.join("solver.py")).unwrap();
    std::fs::write(
        root.join("names.py"),
        "def normalise(lines):\n    out = []\n    for line in lines:\n        fields = line.strip().split(\",\")\n        if fields[0].startswith(\"#\"):\n            continue\n        out.append(fields[1].lower())\n    return out\n",
    )
    .unwrap();
    let bin = assert_cmd::cargo::cargo_bin("cpn-fix");
    let assess = |args: &[&str]| {
        let out = std::process::Command::new(&bin)
            .current_dir(root)
            .args(args)
            .env("CPN_FIX_TODAY", TODAY)
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let md = assess(&["assess", "."]);
    assert!(md.contains("**READY**"), "{md}");
    assert!(
        md.contains("1 file imports no array library (NumPy, cuPyNumeric, CuPy) and gets no verdict of its own: `names.py`."),
        "{md}"
    );
    assert!(!md.contains("| `names.py` |"), "{md}");
    std::fs::write(
        root.join("train.py"),
        "import torch\n\n\ndef train(model, batches, opt):\n    for x, y in batches:\n        loss = torch.nn.functional.mse_loss(model(x), y)\n        loss.backward()\n        opt.step()\n    return model\n\n\nif __name__ == \"__main__\":\n    train(torch.nn.Linear(3, 1), [], None)\n",
    )
    .unwrap();
    let md = assess(&["assess", "."]);
    assert!(
        md.contains("**NOT RECOMMENDED**"),
        "ML through a library still counts: {md}"
    );
}

/// Assessment v2 (issue: call graph, core vs boundary, slab loops, view chains): independent
/// programs whose v1 verdict was wrong, one test per reason. Each asserts the verdict, the Gate 4
/// status and the exact blocks/refactor findings.
fn v2(file: &str) -> (String, String, Vec<String>) {
    let (json, _, _) = run(
        &["assess", &format!("{F}v2/{file}"), "--format", "json"],
        TODAY,
    );
    let a: serde_json::Value = serde_json::from_str(&json).unwrap();
    let gate4 = a["gates"][3]["status"].as_str().unwrap().to_string();
    let findings = a["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["category"] == "blocks" || f["category"] == "refactor")
        .map(|f| format!("{}:{}", f["code"].as_str().unwrap(), f["line"]))
        .collect();
    (a["verdict"].as_str().unwrap().to_string(), gate4, findings)
}

macro_rules! v2_case {
    ($name:ident, $file:literal, $verdict:literal, $gate4:literal, [$($finding:literal),*]) => {
        #[test]
        fn $name() {
            let expected: Vec<String> = vec![$($finding.to_string()),*];
            assert_eq!(v2($file), ($verdict.to_string(), $gate4.to_string(), expected));
        }
    };
}

v2_case!(
    gate4_fails_for_a_sparse_direct_solve_called_once_from_main,
    "sparse_poisson.py",
    "NOT RECOMMENDED",
    "fail",
    []
);
v2_case!(
    gate4_fails_for_a_sparse_cg_solve_beside_loop_free_dense_statistics,
    "sparse_cg.py",
    "NOT RECOMMENDED",
    "fail",
    []
);
v2_case!(
    gate4_fails_for_a_model_fit_called_once_beside_dense_features,
    "ranker.py",
    "NOT RECOMMENDED",
    "fail",
    []
);
v2_case!(
    gate4_fails_for_a_classifier_fit_in_a_helper,
    "churn_model.py",
    "NOT RECOMMENDED",
    "fail",
    []
);
v2_case!(
    gate4_fails_for_networkx_routes_called_once_from_main,
    "route_costs.py",
    "NOT RECOMMENDED",
    "fail",
    []
);
v2_case!(
    gate4_fails_for_a_hand_written_bfs,
    "maze_paths.py",
    "NOT RECOMMENDED",
    "fail",
    ["R105:19"]
);
v2_case!(
    gate4_fails_for_recurrences_with_extra_terms_and_counting_down,
    "smoothing.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:11", "R101:19"]
);
v2_case!(
    gate4_fails_for_power_and_constant_feedback,
    "recurrence_variants.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:8", "R101:15", "R101:23"]
);
v2_case!(
    gate4_fails_for_feedback_through_a_temporary_under_guards,
    "biquad_temporaries.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:17"]
);
v2_case!(
    gate4_fails_for_an_accept_reject_chain_decided_by_the_state,
    "metropolis_chain.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:17"]
);
v2_case!(
    gate4_fails_for_tokenizing_through_a_helper_and_a_compiled_regex,
    "term_frequencies.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:25"]
);
v2_case!(
    gate4_is_uncertain_for_a_line_parser_helper_that_only_reads_the_config,
    "config_heat.py",
    "READY",
    "uncertain",
    []
);
v2_case!(
    gate4_fails_for_a_recurrence_on_an_attribute_array_in_a_method,
    "ewma_attribute_state.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:15"]
);
v2_case!(
    gate4_passes_a_running_peak_through_temporaries,
    "drawdown.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:15"]
);
v2_case!(
    gate4_is_uncertain_for_a_one_off_sparse_setup_feeding_a_dense_time_loop,
    "heat_sparse_setup.py",
    "LIGHT REFACTOR",
    "uncertain",
    ["R202:17"]
);
// The generator is passed inline (`price(..., np.random.default_rng(0))`), so the batch's draw
// in the loop is an R201 like any named generator's (it was missed: READY).
v2_case!(
    gate4_is_uncertain_for_a_config_parser_beside_batched_monte_carlo,
    "option_batches.py",
    "LIGHT REFACTOR",
    "uncertain",
    ["R201:21"]
);
v2_case!(
    a_convergence_sync_hidden_in_a_helper_is_a_hot_r104,
    "relax_helper.py",
    "LIGHT REFACTOR",
    "pass",
    ["R104:10"]
);
v2_case!(
    a_loop_whose_variables_are_only_slice_bounds_is_slab_work,
    "band_power.py",
    "READY",
    "pass",
    []
);
v2_case!(
    writes_through_sliced_views_of_flip_and_reshape_are_r205,
    "mirror_edit.py",
    "LIGHT REFACTOR",
    "pass",
    ["R205:9", "R205:15"]
);
v2_case!(
    a_comprehension_doing_whole_array_work_per_cluster_is_not_r101_and_sizes_come_from_main,
    "kmeans.py",
    "LIGHT REFACTOR",
    "pass",
    ["R105:14"]
);

v2_case!(
    a_returned_test_inside_a_hot_called_function_of_another_module_is_a_hot_r105,
    "ocean",
    "LIGHT REFACTOR",
    "pass",
    ["R105:17"]
);

v2_case!(
    a_conversion_of_a_returned_reduction_inside_a_hot_called_function_is_a_hot_r104,
    "converted_return_in_hot_helper.py",
    "LIGHT REFACTOR",
    "pass",
    ["R104:10"]
);

v2_case!(
    a_mask_computed_from_the_outer_loop_variable_is_whole_array_work_not_an_index,
    "aperture_photometry.py",
    "LIGHT REFACTOR",
    "pass",
    ["R201:12"]
);

v2_case!(
    gate4_fails_for_an_event_by_event_simulation_on_a_random_clock,
    "gillespie_events.py",
    "NOT RECOMMENDED",
    "fail",
    ["R105:21", "R104:25"]
);

v2_case!(
    gate4_fails_for_a_loop_over_networkx_neighbours_of_a_graph_built_in_main,
    "contact_network_sir.py",
    "NOT RECOMMENDED",
    "fail",
    ["R103:14", "R105:16", "R104:20"]
);

/// `--pattern NAME` states the compute pattern: it overrides the inference either way, the report
/// says it was given, and an unknown name is an error.
#[test]
fn pattern_flag_states_or_overrides_gate4() {
    let sparse = format!("{F}v2/sparse_poisson.py");
    let (json, _, _) = run(
        &[
            "assess",
            &sparse,
            "--pattern",
            "dense-linalg",
            "--format",
            "json",
        ],
        TODAY,
    );
    let a: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(a["gates"][3]["status"], "pass");
    assert_eq!(
        a["gates"][3]["reason"],
        "the pattern was given with --pattern dense-linalg (not inferred)"
    );
    assert_eq!(a["context"]["pattern"], "dense-linalg");
    assert_eq!(a["verdict"], "READY");
    let stencil = format!("{F}ready_diffusion.py");
    let (json, _, code) = run(
        &[
            "assess",
            &stencil,
            "--pattern",
            "Sequential",
            "--format",
            "json",
        ],
        TODAY,
    );
    let a: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!((a["verdict"].as_str(), code), (Some("NOT RECOMMENDED"), 1));
    let (_, stderr, code) = run(&["assess", &stencil, "--pattern", "sprse"], TODAY);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("unknown --pattern `sprse` (expected one of: stencil,"),
        "{stderr}"
    );
}

/// `assess --doctor`: a real cuPyNumeric Doctor report (tests/fixtures/doctor, made by
/// scripts/make_doctor_fixture.sh on the CPU runtime) confirms the static findings it reached and
/// adds the sync reached only through a dynamic call (`HELPERS["res"](u)`) as a runtime-only
/// finding that counts toward the verdict.
#[test]
fn doctor_reports_merge_into_the_assessment() {
    let dir = "tests/fixtures/doctor";
    let report = "tests/fixtures/doctor/doctor-report.json";
    let (md, _, code) = run(&["assess", "--doctor", report, dir], TODAY);
    assert_eq!(code, 1);
    assert_golden(&root().join("golden/assess/doctor.md"), &md);
    let (json, _, _) = run(
        &["assess", "--doctor", report, "--format", "json", dir],
        TODAY,
    );
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let runtime: Vec<String> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| !f["runtime"].is_null())
        .map(|f| {
            format!(
                "{} {} {}",
                f["line"],
                f["code"].as_str().unwrap(),
                f["runtime"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(
        runtime,
        [
            "5 R104 only",
            "17 R203 confirmed",
            "21 R101 confirmed",
            "23 R103 confirmed"
        ]
    );
    assert_eq!(v["runtime"]["confirmed"], 3);
    // The same report twice (two identical runs) counts each diagnostic once.
    let (twice, _, _) = run(
        &["assess", "--doctor", report, "--doctor", report, dir],
        TODAY,
    );
    assert!(
        twice.contains(
            "(cuPyNumeric Doctor, 2 runs): 4 diagnostic(s); 3 static finding(s) confirmed"
        ),
        "{twice}"
    );
}

/// A missing, empty or malformed report is a one-line error naming it; nothing is assessed.
#[test]
fn bad_doctor_reports_are_one_line_errors() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty.json");
    std::fs::write(&empty, "").unwrap();
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "[{\"filename\": \"a.py\", \"lineno\": }]").unwrap();
    let missing = dir.path().join("missing.json");
    for (path, expected) in [
        (&missing, "no such file (cuPyNumeric Doctor writes its report only when it finds something: no file means the run was clean)"),
        (&empty, "empty file, not a cuPyNumeric Doctor report"),
        (&broken, ":1:33: not a cuPyNumeric Doctor JSON report"),
    ] {
        let (out, err, code) = run(&["assess", "--doctor", path.to_str().unwrap(), "tests/fixtures/doctor"], TODAY);
        assert_eq!(code, 2, "{out}{err}");
        assert!(out.is_empty(), "{out}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(path.to_str().unwrap()) && err.contains(expected), "{err}");
    }
}

/// A diagnostic in a file outside the assessed paths is noted in the paragraph, not an error.
#[test]
fn doctor_diagnostics_outside_the_paths_are_noted() {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.json");
    std::fs::write(
        &report,
        r#"[{"filename": "/elsewhere/driver.py", "lineno": 3, "traceback": "", "source": "x = float(a)", "description": "Python built-in float used with cuPyNumeric array", "reference": ""}]"#,
    )
    .unwrap();
    let (md, err, code) = run(
        &[
            "assess",
            "--doctor",
            report.to_str().unwrap(),
            "tests/fixtures/doctor",
        ],
        TODAY,
    );
    assert_eq!(code, 1, "{err}");
    assert!(
        md.contains("0 static finding(s) confirmed; 0 seen at run time only")
            && md.contains(
                "Diagnostics in files outside the assessed paths: /elsewhere/driver.py:3."
            ),
        "{md}"
    );
}
v2_case!(
    gate4_fails_for_character_ngrams_sliced_from_strings_and_counted,
    "ngram_stats.py",
    "NOT RECOMMENDED",
    "fail",
    ["R104:23", "R104:38", "R104:45"]
);
v2_case!(
    gate4_passes_a_helper_that_only_formats_report_lines,
    "report_formatter.py",
    "READY",
    "pass",
    []
);
v2_case!(
    a_convergence_test_on_the_larger_of_two_returned_changes_is_a_sync,
    "groundwater.py",
    "LIGHT REFACTOR",
    "pass",
    ["R105:37", "R106:45"]
);
v2_case!(
    a_convergence_test_on_the_change_of_a_returned_loss_is_a_sync,
    "als_recommender.py",
    "LIGHT REFACTOR",
    "pass",
    ["R105:40"]
);
// The grid is `NX, NY = 120, 40`: once unpacked constants are read, `np.empty((9, NY, NX))` is
// 43,200 elements and Gate 2 fails (it was LIGHT REFACTOR on the 30M default).
v2_case!(
    a_loop_over_velocity_planes_combining_array_parameters_is_slab_work,
    "lbm_channel.py",
    "NOT RECOMMENDED",
    "pass",
    ["R106:39"]
);
v2_case!(
    an_element_loop_over_an_array_a_helper_returned_is_found,
    "audio_resample.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    // Line 24's frame loop (`x[i * hop:i * hop + frame] * win`, `win = np.hanning(frame)`) is
    // slab work: a whole-array window each iteration, `i` only in slice bounds (SPEC §2).
    ["R101:32"]
);
v2_case!(
    gate4_fails_for_sparse_matrix_products_in_the_hot_loop_after_a_one_off_build,
    "pagerank_sparse.py",
    "NOT RECOMMENDED",
    "fail",
    ["R105:22"]
);
v2_case!(
    gate4_fails_for_a_discrete_event_loop_on_a_heap,
    "bank_queue.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:14"]
);
v2_case!(
    gate4_passes_kmeans_written_in_numpy_with_per_cluster_masks,
    "kmeans_colors.py",
    "LIGHT REFACTOR",
    "pass",
    ["R105:18", "R105:21"]
);
v2_case!(
    an_adaptive_time_step_from_a_method_s_returned_reduction_is_a_sync,
    "orbit_adaptive_step.py",
    "LIGHT REFACTOR",
    "pass",
    ["R104:44"]
);
v2_case!(
    gate4_fails_when_a_tokenizer_s_words_are_passed_to_a_counting_loop,
    "markov_text.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:19"]
);
v2_case!(
    gate4_passes_a_hand_written_estimator_whose_fit_is_the_program_s_own_numpy,
    "logreg_gd.py",
    "READY",
    "pass",
    []
);
v2_case!(
    an_array_parameter_is_known_when_later_arguments_are_spread_with_a_star,
    "kalman_track.py",
    "LIGHT REFACTOR",
    "pass",
    ["R103:19", "R202:25"]
);
v2_case!(
    a_concatenate_of_a_name_bound_afresh_in_the_same_iteration_does_not_grow,
    "dc_contingency.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R101:18", "R201:30", "R104:39"]
);

#[test]
fn file_io_under_a_periodic_guard_is_not_a_host_call_in_the_hot_loop() {
    let (json, _, _) = run(
        &[
            "assess",
            &format!("{F}v2/gray_scott.py"),
            "--format",
            "json",
        ],
        TODAY,
    );
    let a: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(a["verdict"], "READY");
    assert_eq!(a["gates"][4]["status"], "uncertain", "{}", a["gates"][4]);
    assert!(
        a["gates"][4]["reason"]
            .as_str()
            .unwrap()
            .contains("under a periodic guard"),
        "{}",
        a["gates"][4]
    );
}

fn gate2(file: &str) -> (serde_json::Value, String) {
    let (json, _, _) = run(
        &["assess", &format!("{F}v2/{file}"), "--format", "json"],
        TODAY,
    );
    (serde_json::from_str(&json).unwrap(), json)
}

#[test]
fn a_large_literal_data_shape_sizes_gate2() {
    let (a, json) = gate2("literal_data_shape.py");
    // 800,000 elements: Gate 2's "65K–1M" band.
    assert_eq!(a["gates"][1]["status"], "uncertain", "{json}");
    assert!(a["gates"][1]["reason"]
        .as_str()
        .unwrap()
        .starts_with("800,000 elements per GPU"));
}

#[test]
fn positions_drawn_into_the_data_are_not_its_size() {
    let (a, json) = gate2("centroid_sizes.py");
    // Not the 6 centres of `rng.choice(len(X), K)`: the data's size is unknown, the default applies.
    assert!(!json.contains("rng.choice"), "{json}");
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    assert_ne!(a["verdict"], "NOT RECOMMENDED", "{json}");
}

/// Grids made from 1-D axes (`np.meshgrid(x, y)` with `x = np.linspace(0, 1, NX)`) hold the
/// product of the axes' sizes, not one axis's.
#[test]
fn a_meshgrid_of_constant_sized_axes_sizes_gate2_by_their_product() {
    let (a, json) = gate2("plate_meshgrid_sync.py");
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    assert!(
        json.contains(
            "16,000,000 hot-path elements per array from `np.meshgrid(x, y, indexing=\\\"ij\\\")`"
        ),
        "{json}"
    );
    assert_eq!(a["verdict"], "LIGHT REFACTOR", "{json}");
    let (ocean, json) = gate2("ocean");
    assert!(
        ocean["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("9,000,000 elements per GPU"),
        "{json}"
    );
}

/// Extents computed from a constant (`np.arange(levels + 1)`) and constants passed to a class
/// (`JacobiSolver(N)` binds `__init__`'s `n`) size Gate 2.
#[test]
fn arithmetic_on_constants_and_class_arguments_size_gate2() {
    let (tree, json) = gate2("option_tree_levels.py");
    assert_eq!(tree["gates"][1]["status"], "fail", "{json}");
    assert!(
        tree["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("20,001 elements per GPU"),
        "{json}"
    );
    assert_eq!(tree["verdict"], "NOT RECOMMENDED", "{json}");
    // `LENGTH = FS` with `FS = 16000`: a constant defined from another one.
    let (room, json) = gate2("room_impulse_sizes.py");
    assert!(
        room["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("16,000 elements per GPU"),
        "{json}"
    );
    assert!(json.contains("LENGTH = 16000"), "{json}");
    let (class, json) = gate2("jacobi_class_size.py");
    assert!(
        class["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("25,000,000 elements per GPU"),
        "{json}"
    );
    assert_eq!(class["verdict"], "LIGHT REFACTOR", "{json}");
}

/// Pairwise work (`pos[None, :, :] - pos[:, None, :]`) is on n × n × 3, not on the n × 3 the data
/// was drawn with: 8,000 bodies are 192M elements per step, not 24,000.
#[test]
fn a_pairwise_broadcast_squares_the_data_size() {
    let (a, json) = gate2("nbody_pairwise.py");
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    assert!(
        json.contains("paired with itself by `pos[None, :, :] - pos[:, None, :]`"),
        "{json}"
    );
    assert_eq!(a["verdict"], "READY", "{json}");
}

v2_case!(
    gate4_fails_for_a_sparse_matrix_a_helper_returns_and_the_hot_loop_multiplies,
    "sparse_matrix_from_helper_pagerank.py",
    "NOT RECOMMENDED",
    "fail",
    ["R105:25", "R106:34"]
);
v2_case!(
    gate4_fails_for_a_sparse_matrix_returned_by_name_and_passed_to_a_cg_loop,
    "sparse_returned_by_name_cg.py",
    "NOT RECOMMENDED",
    "fail",
    ["R105:28"]
);
v2_case!(
    a_dense_operator_passed_through_two_functions_is_not_sparse,
    "dense_operator_through_two_functions.py",
    "READY",
    "pass",
    []
);

/// `np.zeros((offsets.size, N_SAMPLES))` with `offsets` a parameter that the one call passes
/// `np.linspace(50.0, 3000.0, N_TRACES)`: 240 × 2,000, not the 2,000 of the time axis (which
/// failed Gate 2 and made the program NOT RECOMMENDED).
#[test]
fn a_dimension_taken_from_a_passed_arrays_size_resolves_through_the_call() {
    let (a, json) = gate2("size_from_parameter_length_seismic.py");
    assert_eq!(a["gates"][1]["status"], "uncertain", "{json}");
    assert!(
        a["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("480,000 elements per GPU"),
        "{json}"
    );
    assert_eq!(a["verdict"], "SIGNIFICANT REFACTOR", "{json}");
}

// `for k in range(9): f[k] = np.roll(np.roll(f[k], ...), ..., axis=0)` streams the nine D2Q9
// direction planes of a parameter: `axis=1` on `f[k]` proves each iteration a plane. It was an
// element loop (R101 BLOCKS) and the program LIGHT REFACTOR.
v2_case!(
    a_literal_trip_loop_rolling_planes_along_axis_one_is_slab_work,
    "lattice_boltzmann_streaming_over_nine_planes.py",
    "READY",
    "pass",
    []
);

// `for temperature in TEMPERATURES` with `TEMPERATURES = np.linspace(1.5, 3.5, 9)`, each value
// running a whole checkerboard simulation: one scalar read per run. It was R103 (BLOCKS) and the
// program LIGHT REFACTOR.
v2_case!(
    a_sweep_over_nine_temperatures_each_running_a_simulation_is_not_array_iteration,
    "ising_temperature_sweep.py",
    "READY",
    "pass",
    []
);

// `while queue: r, c = queue.popleft()` ... `queue.append((nr, nc))` with `dist[nr, nc] < 0` as
// the visited mark (no set, no `in` test): a breadth-first search over a grid. It was LIGHT
// REFACTOR (Gate 4 passed).
v2_case!(
    gate4_fails_for_a_worklist_search_that_marks_visits_in_an_array,
    "grid_bfs_worklist_with_distance_array.py",
    "NOT RECOMMENDED",
    "fail",
    ["R105:17"]
);
// A list that is appended to and popped inside a `while t < t_end` loop is bookkeeping, not a
// worklist: the loop does not run until the list is empty.
v2_case!(
    a_history_list_pushed_and_popped_in_a_time_loop_is_not_a_graph_search,
    "solver_history_list_push_and_pop.py",
    "READY",
    "pass",
    []
);

/// `v = np.maximum(STRIKES[:, None] - s[None, :], 0.0)`: 256 strikes (a literal linspace at
/// module level) against 4,000 prices is a 1,024,000-element grid; it was sized by the prices
/// alone (4,000: Gate 2 failed, NOT RECOMMENDED).
#[test]
fn an_outer_broadcast_of_two_arrays_multiplies_their_sizes() {
    let (a, json) = gate2("outer_broadcast_strikes_against_prices.py");
    let reason = a["gates"][1]["reason"].as_str().unwrap();
    assert!(reason.starts_with("1,024,000 elements per GPU"), "{json}");
    assert!(
        json.contains("`STRIKES[:, None] - s[None, :]` at line 14: `np.linspace(60, 140, 256)` at line 7 (a literal shape) against `np.linspace(0, S_MAX, NS)` at line 11 with NS = 4000 (line 5)"),
        "{json}"
    );
    assert_eq!(a["verdict"], "READY", "{json}");
}

/// `n = u.size` … `np.zeros((n, n))` with `u` the `np.zeros((N, N))` the one caller passes: the
/// Jacobian is 4,900² = 24,010,000 elements, not the 4,900 of the grid (Gate 2 failed).
#[test]
fn a_local_bound_to_a_passed_arrays_size_resolves_every_axis() {
    let (a, json) = gate2("size_of_a_passed_grid_squared_newton.py");
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    let reason = a["gates"][1]["reason"].as_str().unwrap();
    assert!(reason.starts_with("24,010,000 elements per GPU"), "{json}");
}

// `if abs(ll - prev) < tol * abs(ll): break` with `ll = np.sum(...)`: `abs` of a 0-d array is
// one, so the test syncs every EM iteration (it was missed); `[... for k in range(K)]` with
// `K = 6` a module constant is a literal-trip slab comprehension (it was R101), and
// `for c in centers` over `rng.uniform(..., size=(K, 2))` is a sweep (it was R103). SIGNIFICANT
// by the demotion for `np.linalg.det` (not implemented).
v2_case!(
    an_abs_of_a_reduction_in_a_convergence_test_is_a_sync,
    "gmm_em_abs_change_and_component_comprehension.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R105:34"]
);

/// `prices = s0 * u ** np.arange(STEPS, -STEPS - 1, -2)` with `STEPS = 20000`: 20,001 nodes, the
/// largest array of a backward induction over 20,000 steps — below Gate 2's floor. A three-argument
/// `arange` was not sized (the 30M default applied: LIGHT REFACTOR).
#[test]
fn a_three_argument_arange_with_a_negative_step_sizes_gate2() {
    let (a, json) = gate2("binomial_tree_arange_with_negative_step.py");
    assert_eq!(a["gates"][1]["status"], "fail", "{json}");
    assert!(
        json.contains("20,001 hot-path elements per array from `np.arange(STEPS, -STEPS - 1, -2)` at line 13 with STEPS = 20000 (line 4)"),
        "{json}"
    );
    assert_eq!(a["verdict"], "NOT RECOMMENDED", "{json}");
}

// `docs = [tokenize(p.read_text()) for p in paths]` is a list of token lists: `build_vocab(docs)`
// and `term_matrix(docs, vocab)` loop over it document by document, word by word (string work;
// it was SIGNIFICANT REFACTOR with Gate 4 passing).
v2_case!(
    gate4_fails_for_loops_over_a_comprehension_of_tokenizer_results,
    "tfidf_documents_tokenized_in_a_comprehension.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:26", "R103:41"]
);

// `out[i] = signal[i * HOP: i * HOP + FRAME] * window` with `window = np.hanning(FRAME)`: the
// window is a whole array each iteration and `i` only bounds the slice — slab work (it was R101:
// np.hanning was not known to return an array).
v2_case!(
    a_frame_loop_multiplied_by_a_hanning_window_is_slab_work,
    "frames_windowed_by_np_hanning.py",
    "READY",
    "pass",
    []
);

// `NLAT, NLON = 180, 360` binds two module constants: `rng.normal(size=(DAYS, NLAT, NLON))` is
// 709,560,000 elements. Unpacked constants were not read, so `np.arange(DAYS)` (10,950) sized the
// program and Gate 2 failed it (NOT RECOMMENDED).
#[test]
fn tuple_unpacked_module_constants_size_gate2() {
    let (a, json) = gate2("climatology_sized_by_tuple_unpacked_constants.py");
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    let reason = a["gates"][1]["reason"].as_str().unwrap();
    assert!(reason.starts_with("709,560,000 elements per GPU"), "{json}");
    assert_eq!(a["verdict"], "READY", "{json}");
}

// `for cx, cy, cz, r in SPHERES:` with `SPHERES = np.array([[...], [...], [...]])`: three rows of a
// literal table, each driving whole-image work — a parameter sweep, not R103.
v2_case!(
    a_loop_over_the_rows_of_a_small_literal_table_is_a_sweep,
    "spheres_swept_from_a_literal_table.py",
    "READY",
    "pass",
    []
);

// `y[:, k:] += h[k] * x[:, :n - k]` over the taps: every write is a slab whose bounds move with
// `k`, `h[k]` a coefficient of it — slab work (it was R101). LIGHT by the demotion for `np.sinc`.
v2_case!(
    a_tap_loop_writing_only_shifted_slabs_is_slab_work,
    "fir_taps_accumulated_into_shifted_slabs.py",
    "LIGHT REFACTOR",
    "pass",
    []
);

// `c = re[None, :] + 1j * im[:, None]`: an outer broadcast through a literal factor is still
// 6,000 × 4,000 elements; the linspace alone (6,000) failed Gate 2 (NOT RECOMMENDED).
#[test]
fn an_outer_broadcast_through_a_literal_factor_multiplies_sizes() {
    let (a, json) = gate2("mandelbrot_grid_from_a_scaled_outer_broadcast.py");
    let reason = a["gates"][1]["reason"].as_str().unwrap();
    assert!(reason.starts_with("24,000,000 elements per GPU"), "{json}");
    assert_eq!(a["verdict"], "LIGHT REFACTOR", "{json}");
}

// `match(img, ref)` with `img = rng.integers(0, 4096, size=(BANDS, SIZE, SIZE))`: `image[b]` in
// `match` is a band (a plane of a three-axis array every caller passes), and `out` is its
// `empty_like` — a slab loop over bands (it was R101, SIGNIFICANT REFACTOR).
v2_case!(
    a_loop_over_the_planes_of_a_passed_three_axis_array_is_slab_work,
    "bands_of_a_passed_three_axis_image.py",
    "LIGHT REFACTOR",
    "pass",
    []
);

// `for it in range(NT): field.step(src[it], ...); trace[it] = field.curr[...]` with `field` an
// instance of a class keeping its arrays in attributes: the call advances whole arrays each
// step — the solver's time loop, not an element loop (it was R101, SIGNIFICANT REFACTOR). The
// two step -1 slices outside loops remain.
v2_case!(
    a_time_loop_stepping_an_object_that_holds_arrays_is_not_an_element_loop,
    "wavefield_object_stepped_in_a_time_loop.py",
    "LIGHT REFACTOR",
    "pass",
    ["R106:23", "R106:25"]
);

// `for lam in risk_aversions:` where the one call passes `np.logspace(-1, 2, 12)`: a sweep of 12
// parameter values, each running a whole optimisation (it was R103, SIGNIFICANT REFACTOR).
v2_case!(
    a_loop_over_a_parameter_every_caller_passes_a_short_logspace_is_a_sweep,
    "frontier_swept_over_a_passed_logspace.py",
    "LIGHT REFACTOR",
    "pass",
    ["R106:9", "R201:21", "R104:25", "R104:25"]
);

// The caller passes `rng.normal(size=(CHANNELS, SAMPLES))`: 64 rows of 4,096 samples are data,
// not a table of parameters (rows of a draw count as a sweep only when each row holds a few
// values, `size=(K, 2)`) — `for trace in data` stays R103.
v2_case!(
    rows_of_a_passed_data_draw_are_array_iteration_not_a_sweep,
    "rows_of_a_passed_data_draw_are_iterated.py",
    "LIGHT REFACTOR",
    "pass",
    ["R103:9"]
);

/// `cost_matrix(x, x)` with `def cost_matrix(x, y): return (x[:, None] - y[None, :]) ** 2`: the
/// outer broadcast's operands are parameters; every caller passes `np.linspace(0, 1, N)`, so the
/// work is N × N (4,000,000), not the 2,000 of the axis (which failed Gate 2: NOT RECOMMENDED).
#[test]
fn an_outer_broadcast_of_parameters_is_sized_by_what_callers_pass() {
    let (a, json) = gate2("outer_broadcast_of_parameters_sinkhorn.py");
    assert!(
        json.contains("4,000,000 hot-path elements per array from `x[:, None] - y[None, :]`"),
        "{json}"
    );
    assert_eq!(a["gates"][1]["status"], "uncertain", "{json}");
    assert_eq!(a["verdict"], "LIGHT REFACTOR", "{json}");
}

/// `spot_axis = np.linspace(..., SPOTS)[:, None]`, `vol_axis = np.linspace(..., VOLS)[None, :]`,
/// then `value(spot_axis, vol_axis)`: the grid is SPOTS × VOLS (12,500,000), not the 5,000 of the
/// longer axis (which failed Gate 2: NOT RECOMMENDED).
#[test]
fn an_outer_grid_of_named_axes_passed_to_one_call_is_their_product() {
    let (a, json) = gate2("outer_grid_of_named_axes_vectorized_payoff.py");
    assert!(
        json.contains("12,500,000 hot-path elements per array from `value(spot_axis, vol_axis)`"),
        "{json}"
    );
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    assert_eq!(a["verdict"], "LIGHT REFACTOR", "{json}");
}

/// `np.cos(np.pi * s)[:, None] * np.cos(np.pi * s)[None, :]`: an outer product through an
/// elementwise function is POINTS² (12,960,000), not POINTS (which failed Gate 2).
#[test]
fn an_outer_product_through_an_elementwise_function_squares_the_axis() {
    let (a, json) = gate2("outer_product_of_ufunc_modes_membrane.py");
    assert!(
        json.contains(
            "12,960,000 hot-path elements per array from `np.linspace(0.0, 1.0, POINTS)`"
        ),
        "{json}"
    );
    assert!(
        json.contains("paired with itself by `np.cos(np.pi * s)[:, None]"),
        "{json}"
    );
    assert_eq!(a["verdict"], "READY", "{json}");
}

/// A voter model: one random site per iteration takes a random neighbour's value
/// (`opinions[r, c] = opinions[(r + dr) % side, ...]`, `r = rng.integers(side)`). Each
/// iteration reads what earlier ones wrote, one element at a time: a sequential recurrence
/// (it was LIGHT REFACTOR — the loop has no loop-variable index, so it was not an element loop).
#[test]
fn a_random_site_update_from_its_neighbourhood_is_a_sequential_recurrence() {
    let (a, json) = gate2("random_site_voter_model.py");
    assert_eq!(a["gates"][3]["status"], "fail", "{json}");
    assert!(
        json.contains("sequential recurrence with feedback at tests/fixtures/assess/v2/random_site_voter_model.py:14"),
        "{json}"
    );
    assert_eq!(a["verdict"], "NOT RECOMMENDED", "{json}");
}

/// Backward SOR sweeps (`for i in range(n - 1, -1, -1): x[i] += w * (b[i] - A[i] @ x) / A[i, i]`):
/// each element is computed from the whole vector it is written into, so from the elements this
/// sweep already wrote — a sequential recurrence (it was LIGHT REFACTOR: the row product made it
/// a slab loop, not an element loop).
#[test]
fn an_element_computed_from_the_whole_array_it_is_written_into_is_sequential() {
    let (a, json) = gate2("backward_sor_sweeps_heat_exchanger.py");
    assert_eq!(a["gates"][3]["status"], "fail", "{json}");
    assert!(
        json.contains("sequential recurrence with feedback at tests/fixtures/assess/v2/backward_sor_sweeps_heat_exchanger.py:19"),
        "{json}"
    );
    assert_eq!(a["verdict"], "NOT RECOMMENDED", "{json}");
}

/// `deg = A.sum(axis=1)` then `deg[:, None] * deg[None, :]`: a pair on a row reduction is not the
/// data squared (it was 15,000,000 × 3,000 = 45,000,000,000 elements).
#[test]
fn a_pairwise_broadcast_of_a_row_reduction_does_not_square_the_data() {
    let (a, json) = gate2("pairwise_on_a_row_reduction_spectral.py");
    assert!(
        json.contains("15,000,000 hot-path elements per array from `rng.normal(0, 5, size=(SENSORS, SAMPLES))`"),
        "{json}"
    );
    assert!(!json.contains("paired with itself"), "{json}");
    assert_eq!(a["verdict"], "LIGHT REFACTOR", "{json}");
}

/// `tracks = np.append(tracks, event(rng), axis=0)` once per iteration of `range(EVENTS)`, each
/// piece a masked `rng.normal(size=(HITS, 3))` returned by `event()`: the data is EVENTS × the
/// piece (30,000,000 at most), not one event's 15,000 (which failed Gate 2: NOT RECOMMENDED).
#[test]
fn an_array_grown_once_per_iteration_is_sized_by_the_trip_count_times_the_piece() {
    let (a, json) = gate2("tracks_grown_by_append_per_event.py");
    assert!(
        json.contains("30,000,000 hot-path elements per array from `tracks` grown at line 17"),
        "{json}"
    );
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    assert_eq!(a["verdict"], "LIGHT REFACTOR", "{json}");
}

/// Character-trigram profiles: `gram = text[i:i + N]`, `profiles[row, vocab[gram]] += 1` over the
/// characters of each text. A window of a string used as a dictionary key is string work, and
/// tallying the tokens into an array is part of it (it was SIGNIFICANT REFACTOR: the tally made
/// the loop array work).
#[test]
fn tallying_string_windows_into_an_array_is_string_processing() {
    let (a, json) = gate2("character_trigram_language_id.py");
    assert_eq!(a["gates"][3]["status"], "fail", "{json}");
    assert!(
        json.contains(
            "string processing at tests/fixtures/assess/v2/character_trigram_language_id.py:14"
        ),
        "{json}"
    );
    assert_eq!(a["verdict"], "NOT RECOMMENDED", "{json}");
}

/// The same tally shape over an index array (`table[lookup[states[s:s + W]], ...] += 1`, `lookup`
/// an `np.arange`): a window of an array is a fancy index, not a key — no string work.
#[test]
fn tallying_windows_of_an_index_array_is_not_string_processing() {
    let (a, json) = gate2("windows_of_an_index_array_tallied.py");
    assert_eq!(a["gates"][3]["status"], "pass", "{json}");
    assert!(!json.contains("string processing at"), "{json}");
}

/// An access-log parser: `found = REQUEST.search(line)` with `REQUEST = re.compile(...)`, then
/// `found.group(2)`. Methods of a compiled pattern and of its match are string work (it was
/// LIGHT REFACTOR: only `line.rstrip()` counted). `line = line.rstrip()` rebinds a name to a call
/// on itself, which the regex check follows only a few bindings deep.
#[test]
fn a_compiled_pattern_and_its_matches_are_string_processing() {
    let (a, json) = gate2("access_log_latency_percentiles.py");
    assert_eq!(a["gates"][3]["status"], "fail", "{json}");
    assert!(
        json.contains(
            "string processing at tests/fixtures/assess/v2/access_log_latency_percentiles.py:11"
        ),
        "{json}"
    );
    assert_eq!(a["verdict"], "NOT RECOMMENDED", "{json}");
}

/// A right-looking Cholesky (`a[k + 1:, k] /= a[k, k]`, `a[k + 1:, k + 1:] -= np.outer(...)`):
/// each step updates a block whose bounds move with the loop — dense linear algebra done as
/// slab work, like a time step's whole-array update, not an element-level recurrence (it was NOT
/// RECOMMENDED). A batch IIR's column at the loop index (`y[:, n]`) is still an element.
#[test]
fn a_factorisation_updating_moving_blocks_is_dense_linear_algebra() {
    let (a, json) = gate2("right_looking_cholesky_trailing_updates.py");
    assert_eq!(a["gates"][3]["status"], "pass", "{json}");
    assert!(json.contains("dense linear algebra"), "{json}");
    assert_eq!(a["verdict"], "LIGHT REFACTOR", "{json}");
}

/// Three new-axis grids in one expression (`freq[:, None, None]`, `az[None, :, None]`,
/// `el[None, None, :]`): the result has the product of the three sizes, 320 × 360 × 181 (it was
/// NOT RECOMMENDED: no two of them were sized together, and Gate 2 saw 360 elements).
#[test]
fn three_axes_broadcast_together_size_gate2_as_their_product() {
    let (a, json) = gate2("three_axis_antenna_pattern_grid.py");
    assert_eq!(a["context"]["elements"], 20_851_200u64, "{json}");
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    assert_eq!(a["verdict"], "READY", "{json}");
}

// A road-network heat model: `assemble()` returns `adj - sparse.diags(degree)` (sums of sparse
// matrices, `adj = adj + adj.T` rebound from itself) and `diffuse()` applies it on every step.
// The operator is not a one-off preparation: the core is a sparse product (it was LIGHT
// REFACTOR, the builder excused as a boundary helper).
v2_case!(
    gate4_fails_for_a_sparse_operator_a_helper_builds_and_every_step_applies,
    "sparse_operator_built_by_helper_applied_every_step.py",
    "NOT RECOMMENDED",
    "fail",
    ["R202:20"]
);

// `table[table["month"] == month + 1]`: a field of a structured array compared with the loop's
// 1-based label selects from every row each pass — a mask per value, slab work (it was R101).
v2_case!(
    a_structured_field_compared_with_a_shifted_label_is_a_mask_per_value,
    "table_rows_selected_per_month.py",
    "READY",
    "pass",
    []
);

/// `integrate(np.random.default_rng(4))`: a parameter every caller passes a generator made on
/// the spot draws the data (`gen.standard_normal((MEMBERS, MODES))`), so Gate 2 is sized by it
/// (it was sized by `np.empty(STEPS)`: 300 elements, NOT RECOMMENDED).
#[test]
fn a_generator_passed_inline_sizes_gate2_by_its_draws() {
    let (a, json) = gate2("ensemble_drawn_by_generator_passed_inline.py");
    assert!(
        a["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("20,000,000 elements per GPU"),
        "{json}"
    );
    assert_eq!(a["verdict"], "READY", "{json}");
}

/// `yy, xx = np.mgrid[-SIDE // 2:SIDE // 2, -SIDE // 2:SIDE // 2] / (SIDE / 2)`: the grid the
/// axes span sizes Gate 2 (it was sized by the 6 coefficients: NOT RECOMMENDED). `np.ogrid`
/// likewise.
#[test]
fn an_open_or_dense_index_grid_sizes_gate2() {
    let (a, json) = gate2("zernike_modes_on_an_open_grid.py");
    assert!(
        a["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("16,777,216 elements per GPU"),
        "{json}"
    );
    assert_eq!(a["verdict"], "LIGHT REFACTOR", "{json}");
}

/// `decl, ha = solar_position(np.arange(HOURS))` — a parameter passed a constructor, the
/// helper's arithmetic on it, its unpacked return — broadcast against the fleet's latitudes
/// (`np.cos(lat[:, None]) * np.cos(decl[None, :])`): 20,000 × 8,760 (it was sized by the daily
/// table, 7,300,000: uncertain). Two element loops in two hot regions stay SIGNIFICANT.
#[test]
fn hours_made_by_a_helper_from_an_arange_size_the_fleet_broadcast() {
    let (a, json) = gate2("pv_fleet_hours_from_a_helper_of_an_arange.py");
    assert!(
        a["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("175,200,000 elements per GPU"),
        "{json}"
    );
    assert_eq!(a["verdict"], "SIGNIFICANT REFACTOR", "{json}");
}

// `tiles = rng.standard_normal((N_TILES, SIZE, SIZE))` (the size positional): `tiles[k]` is a
// 2048 × 2048 plane, so `[match(tiles[k], template) for k in range(N_TILES)]` and the loop that
// plants the template are slab work (both were R101: SIGNIFICANT).
v2_case!(
    one_index_into_a_positionally_sized_3d_draw_selects_a_plane,
    "tiles_drawn_positionally_matched_one_per_iteration.py",
    "LIGHT REFACTOR",
    "pass",
    ["R106:13"]
);

// `total += float(flow[d].sum())` in a day loop that does whole-array work (not an element
// loop): the sum of a row is a device value and float() waits for it every day — with the
// vectorized curve and the peak loop, three BLOCKS (it was missed: LIGHT REFACTOR). Line 23,
// `storage = storage + infiltration(...) - quick`, is a rebind through a chain of operators.
v2_case!(
    a_float_of_a_row_reduction_in_a_slab_loop_is_an_r104,
    "daily_total_of_a_row_converted_each_day.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R102:14", "R202:23", "R202:25", "R104:27", "R101:39"]
);

// `k = np.array([1, 4, 6, 4, 1]) / 16.0; for i, w in enumerate(k): out += w * np.roll(img, ...)`:
// a slab loop over five filter taps (a trap of SPEC §3), also scaled and enumerated — the two
// step slices are the BLOCKS (the taps were two R103s: SIGNIFICANT).
v2_case!(
    enumerating_scaled_literal_taps_is_a_slab_loop_not_r103,
    "pyramid_blurred_over_enumerated_scaled_taps.py",
    "LIGHT REFACTOR",
    "pass",
    ["R106:21", "R106:26"]
);

// `demand = rng.poisson(mean_demand)` every day: a draw shaped by an invariant array parameter
// allocates that array each iteration, like one with `size=` (it was missed: READY).
v2_case!(
    a_daily_draw_shaped_by_a_mean_array_is_an_r201,
    "inventory_demand_drawn_from_a_mean_array_each_day.py",
    "LIGHT REFACTOR",
    "pass",
    ["R201:18"]
);

/// `a, b = load_signals()` then `np.abs(a[:, None] - b[None, :])` in a helper: the pair is sized
/// through the parameters, the unpacked return and the arithmetic that made each signal
/// (`np.sin(t) + 0.05 * rng.standard_normal(N)`) — 4,000 × 4,000 (it was sized by one signal:
/// 4,000 elements, NOT RECOMMENDED).
#[test]
fn signals_returned_by_a_helper_size_their_outer_broadcast() {
    let (a, json) = gate2("cross_recurrence_of_signals_returned_by_a_helper.py");
    assert!(
        a["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("16,000,000 elements per GPU"),
        "{json}"
    );
    assert_eq!(a["verdict"], "READY", "{json}");
}

// Kawasaki exchange: `r, c = rng.integers(0, L, 2)` draws the site as a pair, `r2, c2 = r, (c +
// 1) % L` is its neighbour, and the two swap (`occ[r, c], occ[r2, c2] = occ[r2, c2], occ[r, c]`):
// each iteration reads what earlier ones wrote, one element at a time (it was LIGHT REFACTOR).
v2_case!(
    gate4_fails_for_random_sites_drawn_as_a_pair_that_swap,
    "lattice_gas_sites_drawn_as_a_pair.py",
    "NOT RECOMMENDED",
    "fail",
    ["R105:18", "R105:23"]
);

/// `rng.uniform(3.0, 6.0, size=(N_CHILLERS, 1))` against `size=(1, N_HOURS)`: shapes with
/// literal 1s broadcast against each other, so Gate 2 is sized by their product (it was sized
/// by one of them: 26,280 elements, NOT RECOMMENDED).
#[test]
fn constructors_with_singleton_axes_size_gate2_by_their_broadcast() {
    let (a, json) = gate2("duty_over_units_and_operating_points.py");
    assert!(
        a["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("21,024,000 elements per GPU"),
        "{json}"
    );
    assert_eq!(a["verdict"], "READY", "{json}");
}

// `counts = Counter()` then `counts[read[i:i + K]] += 1`: a subscripted augmented assignment
// in a loop made the counter an array (a false R101, and the list of its most common k-mers a
// false R103 and R110). A `collections` container is never an array; the k-mer tally is string
// processing (it was SIGNIFICANT REFACTOR).
v2_case!(
    gate4_fails_for_kmers_tallied_in_a_collections_counter,
    "kmers_tallied_in_a_collections_counter.py",
    "NOT RECOMMENDED",
    "fail",
    ["R103:13"]
);

// Deffuant meetings: `i, j = pairs[m]` unpacks one element of a pre-drawn pair array, and
// `x[i] += MU * diff` with `diff = x[j] - x[i]` reads what earlier meetings wrote. The unpacked
// names were not index variables, so the update was no recurrence (it was LIGHT REFACTOR) and
// `if abs(diff) < EPS` a separate R105.
v2_case!(
    gate4_fails_for_opinions_updated_at_pairs_drawn_before_the_loop,
    "opinions_updated_at_pairs_drawn_before_the_loop.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:14"]
);

// `out[i] = np.dot(coeffs, y[i - half:i + half + 1])`: coefficients dotted with a window that
// moves with `i` give one value per iteration — an element loop over 2,000,000 samples, not
// whole-array work (it was READY, demoted to LIGHT by `np.vander`).
v2_case!(
    a_window_dotted_with_coefficients_is_an_element_loop,
    "savgol_window_dotted_with_coefficients.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R101:18"]
);

/// `cov = f @ f.T + np.diag(...)` with `f = rng.standard_normal((N_ASSETS, 20))`: the product
/// over first axes is a 3,000 × 3,000 covariance that every iteration multiplies, not the
/// 60,000 elements of the factors (Gate 2 failed: NOT RECOMMENDED).
#[test]
fn a_product_over_first_axes_sizes_gate2_by_both() {
    let (a, json) = gate2("frontier_over_a_factor_covariance.py");
    assert!(
        a["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("9,000,000 elements per GPU"),
        "{json}"
    );
    assert_eq!(a["verdict"], "LIGHT REFACTOR", "{json}");
}

// Union-find: `while parent[i] != i: ... i = parent[i]` reads each step's index from the
// previous step — pointer chasing through an index array, a graph walk (it was SIGNIFICANT
// REFACTOR: an element loop and a test in a helper).
v2_case!(
    gate4_fails_for_percolation_clusters_by_union_find,
    "percolation_clusters_by_union_find.py",
    "NOT RECOMMENDED",
    "fail",
    ["R105:9", "R101:20"]
);

// Gillespie with an event cap: `while t < T_MAX and n < max_events - 1:` — the clock advanced by
// one exponential draw is one of two `and`-combined tests (only a bare comparison was read, so
// it was LIGHT REFACTOR).
v2_case!(
    gate4_fails_for_a_gillespie_clock_tested_with_an_event_cap,
    "gillespie_clock_tested_with_an_event_cap.py",
    "NOT RECOMMENDED",
    "fail",
    ["R202:30"]
);

// `rows[g] = table[idx]` with `idx` from `np.roll(rows[g - 1], 1)`: each generation is a
// 200,000-cell row of a 2-D history computed from the previous row — a time step that stores its
// states, not an element recurrence (Gate 4 failed: NOT RECOMMENDED). Writing rows one index at
// a time is still a row loop (R101).
v2_case!(
    rows_computed_from_the_previous_row_are_time_steps,
    "automaton_generations_stored_as_rows.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:14"]
);

// EWMA over a 5,000-asset panel: `var[t] = LAMBDA * var[t - 1] + …` into `np.empty_like(returns)`
// of a `0.01 * rng.standard_t(5, (DAYS, N_ASSETS))` writes a row each day, as a column recurrence
// `r[:, m] = r[:, m - 1] + …` writes a column: time steps over the panel (it was NOT RECOMMENDED
// while the column form passed).
v2_case!(
    an_ewma_over_a_panel_row_by_row_is_time_stepping,
    "ewma_of_a_panel_row_by_row.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:13"]
);

// `coef[:, r, c] = np.linalg.lstsq(A, stack[:, r, c], rcond=None)[0]` over 1,048,576 pixels with
// `A = np.vander(np.linspace(0, 1, T), 3)` (120 × 3): an array under Gate 2's floor that is the
// same every iteration is no whole-array work — a per-pixel element loop (it was READY by the
// letter of §2 (b), demoted to LIGHT by `np.vander`).
v2_case!(
    per_pixel_solves_with_a_small_shared_matrix_are_an_element_loop,
    "per_pixel_lstsq_with_a_small_vandermonde.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R101:15"]
);

// Spectral unmixing: `abund[p] = np.linalg.solve(gram, e.T @ pixels[p])` with `gram = e.T @ e`
// and `e` a (64, 5) draw returned by a helper — shapes followed through the helper, `.T` and `@`
// (it was READY).
v2_case!(
    per_pixel_solves_with_a_small_gram_matrix_are_an_element_loop,
    "per_pixel_solve_with_a_small_gram.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:17"]
);

// `rng.integers(0, 4096, (FRAMES, *SHAPE))` with `SHAPE = (2048, 2048)`: three axes, so
// `out[f] = (raw[f] - offset) * gains.get(f % 4, 1.0)` writes planes (the starred constant
// counted for nothing: a false R101, LIGHT REFACTOR).
v2_case!(
    a_starred_shape_constant_counts_its_axes,
    "frames_shaped_by_a_starred_constant.py",
    "READY",
    "pass",
    []
);

// `text = fh.read()` under `with open("corpus.txt") as fh`, passed to `train(text)`: the
// parameter is a string, so `text[i:i + ORDER]` contexts and `index[text[i + ORDER]]` lookups
// tallied into `counts.setdefault(ctx, np.zeros(len(chars)))` rows are string work (the loop
// passed Gate 4). `train` is called once, but it is no boundary: `sample(chars, counts, rng)`
// takes its rows out of the counts (`row = counts.get(ctx)` … `row.sum()`), so the array work
// is on data that passed through the string pattern (it was LIGHT REFACTOR). A settings parser
// whose values are passed on as scalars stays a boundary (`option_batches.py`).
v2_case!(
    gate4_fails_for_a_markov_chain_of_a_text_read_from_a_file,
    "markov_chain_of_a_text_read_from_a_file.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:12"]
);

// The red-black sweep after accepting RR-stride's fixes: `u[i, np.arange(*slice(start, N - 1,
// 2).indices(u.shape[1]))] = 0.25 * (u[i - 1, …] + …)` writes many columns of row `i` through an
// index array, as the step slice did — not an element recurrence (reviewing the fixes turned
// LIGHT REFACTOR into NOT RECOMMENDED).
v2_case!(
    rows_written_through_index_arrays_are_no_element_recurrence,
    "red_black_rows_written_through_index_arrays.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:12"]
);

// The same Markov chain with the calls in `def main():` — the helper's outputs are followed in
// the module's functions too, not only at module level (it was uncertain: a boundary).
v2_case!(
    gate4_fails_for_a_markov_chain_trained_in_a_main_function,
    "markov_chain_trained_in_a_main_function.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:12"]
);

// `x = np.arange(NX) * DX`, `xx, yy = np.meshgrid(x, y)`: a grid axis scaled by a number keeps
// its length, so the grid is NX × NY (it was sized by `np.arange(NX)` alone: 3,000 elements, a
// false Gate 2 failure).
#[test]
fn a_meshgrid_of_scaled_aranges_sizes_gate2_by_both_axes() {
    let (a, json) = gate2("shallow_water_grid_from_scaled_aranges.py");
    assert!(
        a["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("9,000,000 elements per GPU"),
        "{json}"
    );
    assert_eq!(a["verdict"], "READY", "{json}");
}

// `inv = np.linalg.inv(covs[w] + 1e-6 * np.eye(N_ASSETS))`, `x = inv @ ones`: values computed
// in the loop from one window and small constants are per-item work — the loop inverts one
// 40 × 40 matrix at a time (RR-batch's case), not whole-array work (it was READY).
v2_case!(
    a_loop_inverting_one_small_matrix_per_window_is_an_element_loop,
    "min_variance_weights_inverted_window_by_window.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:23"]
);

// `sigma = Y[k] @ V` … `V[k] = new` with a 400-bus `V`: once the small `V` makes the sweep an
// element loop, it is still Gauss-Seidel — each element computed from those written before it.
v2_case!(
    gate4_fails_for_gauss_seidel_over_a_small_vector_in_an_element_loop,
    "gauss_seidel_sweep_over_a_small_voltage_vector.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:10", "R101:24"]
);

// `s = volume.shape` … `for i in range(volume.ndim): n = s[i] + psf.shape[i] - 1`: a shape is a
// tuple of integers and a loop over axes is as short as a literal one (the shape loop was a
// false R101); a loop filling a small kernel one axis at a time does no work on the data.
v2_case!(
    shape_arithmetic_and_a_kernel_built_per_axis_are_not_element_loops,
    "laplacian_kernel_built_one_axis_at_a_time.py",
    "READY",
    "pass",
    []
);

// `out[t] = (precip[t] - mean[t % 12]) / ...` with `precip` drawn (720, 360, 720) and cast with
// `.astype(np.float32)`: each iteration works on a 259,200-element plane, slab work whatever
// else it indexes (it was R101). The LIGHT tier is `ndarray.std`'s demotion.
v2_case!(
    a_loop_over_large_planes_is_slab_work_beside_a_monthly_index,
    "precipitation_planes_standardised_by_month.py",
    "LIGHT REFACTOR",
    "pass",
    []
);

// A droplet starts at a random cell and walks to the lowest neighbour, eroding as it goes: the
// cell it writes is chosen from values earlier droplets wrote — an element-level sequential
// recurrence (was SIGNIFICANT REFACTOR for its syncs).
v2_case!(
    gate4_fails_for_droplets_walking_on_the_heightmap_they_erode,
    "droplets_walking_downhill_on_a_heightmap.py",
    "NOT RECOMMENDED",
    "fail",
    ["R105:15", "R104:19", "R105:23"]
);

// `x, p = predict(x, p)` then `update(x, p, measurements[scan])`: whole-array state stepped
// through functions of the file, a time-step loop (the row `measurements[scan]` made it R101).
// The LIGHT tier is `ndarray.repeat`'s demotion.
v2_case!(
    state_stepped_through_helpers_is_a_time_step_loop,
    "kalman_state_stepped_through_helpers.py",
    "LIGHT REFACTOR",
    "pass",
    []
);

// `for row in csv.DictReader(fh): values.append(float(row["value"]))`: the data is parsed from
// text row by row, then grouped with `np.bincount` — string work on every element (was READY).
v2_case!(
    gate4_fails_for_sensor_rows_parsed_from_a_csv,
    "sensor_rows_parsed_from_a_csv_then_grouped.py",
    "NOT RECOMMENDED",
    "fail",
    []
);

// A CSV whose rows are filed into a dict of settings (`gains[row[0]] = float(row[1])`) is not the
// data: the frame stack is drawn and calibrated whole.
v2_case!(
    settings_read_from_a_csv_are_no_string_core,
    "gains_read_from_a_csv_beside_a_frame_stack.py",
    "READY",
    "pass",
    []
);

// `ema = prices[0].copy()`, then `ema = alpha * prices[t] + (1 - alpha) * ema`: a row of a 2-D
// panel carried from day to day is whole-array state (a time step), not an element recurrence —
// the panel's rank followed through `np.exp(np.cumsum(r, axis=0))` and `prices = np.asarray(prices)`.
v2_case!(
    a_row_carried_from_step_to_step_is_time_step_state,
    "moving_averages_of_price_rows_carried_day_to_day.py",
    "READY",
    "pass",
    []
);
// `spot` is rebound each step to a shrinking slice of itself: its size is its first value's, and
// `strikes[:, None] - spot[None, :]` works on strikes × steps (8.2M), not on 4,001 elements.
v2_case!(
    size_of_a_value_rebound_from_itself_is_its_first_value,
    "lattice_shrunk_each_step_sized_by_its_outer_broadcast.py",
    "READY",
    "pass",
    []
);

// `def ngrams(text): text = " " + text.lower() + " "; return [text[i:i + n] for i in ...]`: a
// parameter rebound to a string is a string from there on, so the helper cuts strings and the
// profile loop that counts its n-grams is the program's string core (it was READY).
v2_case!(
    a_parameter_rebound_to_a_string_makes_its_windows_string_work,
    "ngrams_of_a_parameter_rebound_as_a_string.py",
    "NOT RECOMMENDED",
    "fail",
    []
);

// Collapsed Gibbs sampling: `k = rng.choice(K, p=p / p.sum())` with `p` from `ndk`, `nkw`, `nk`,
// then `ndk[d, k] += 1` — each token's topic is drawn from counts earlier tokens updated: an
// element-level sequential chain (Gate 4 passed; only the 50-element topic vector failed Gate 2).
v2_case!(
    a_site_drawn_from_the_counts_it_updates_is_a_sequential_chain,
    "gibbs_topics_drawn_from_the_counts_they_update.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:16", "R101:23"]
);

// Kabsch alignment of 200,000 point clouds of (64, 3), one cloud per iteration (`c = clouds[k] -
// ...`, `h = c.T @ centred_t`, `np.linalg.svd(h)`): items of a stack of small matrices and what
// the loop derives from them are one item's work, not whole-array work (it was no finding). One
// BLOCKS is LIGHT, demoted once by the manifest's not-implemented `np.linalg.det`.
v2_case!(
    a_loop_over_a_stack_of_small_matrices_is_an_element_loop,
    "small_matrices_of_a_stack_aligned_one_at_a_time.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R101:13"]
);

/// `np.tile(np.linspace(0, 1, SIZE), (SIZE, 1))` is SIZE² elements; the pixel nest derives its
/// window centres in one tuple assignment (`ci, cj = i + pad, j + pad`) and is an element loop.
#[test]
fn a_tiled_axis_sizes_gate2_and_a_pixel_nest_with_paired_centres_is_r101() {
    let (a, json) = gate2("nonlocal_means_tiled_image_patches_per_pixel.py");
    assert_eq!(a["gates"][1]["status"], "uncertain", "{json}");
    assert!(a["gates"][1]["reason"]
        .as_str()
        .unwrap()
        .starts_with("4,194,304 elements per GPU"));
    assert_eq!(
        v2("nonlocal_means_tiled_image_patches_per_pixel.py"),
        (
            "LIGHT REFACTOR".to_string(),
            "pass".to_string(),
            vec!["R101:23".to_string()]
        )
    );
}

/// `dist[:, k, None] + dist[None, k, :]` is a column plus a row (n × n), not the whole matrix
/// broadcast against itself (n³).
#[test]
fn a_row_plus_a_column_of_a_matrix_is_not_a_pairwise_cube() {
    let (a, json) = gate2("floyd_warshall_row_plus_column_per_pivot.py");
    assert!(
        a["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("16,777,216 elements per GPU"),
        "{json}"
    );
    assert_eq!(a["verdict"], "LIGHT REFACTOR", "{json}");
}
v2_case!(
    r101_for_small_matrices_although_the_script_calls_np_mean,
    "small_matrices_aligned_then_np_mean_of_their_traces.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R101:13"]
);

/// `a[:, None, :] - b[None, :, :]` with `kernel(Xte, Xtr)`: 20,000 test points against 5,000
/// training points in 3-D is 300M elements, not the 60,000 of the test points alone.
#[test]
fn two_arrays_broadcast_against_each_other_size_gate2_by_their_product() {
    let (a, json) = gate2("gp_kernel_of_test_points_against_training_points.py");
    assert!(
        a["gates"][1]["reason"]
            .as_str()
            .unwrap()
            .starts_with("300,000,000 elements per GPU"),
        "{json}"
    );
    assert_eq!(a["verdict"], "READY", "{json}");
}

// `curve_fit(logistic4, conc, y)` per compound: the program is a model fit run by SciPy's
// optimiser on the host (was READY). Its data is what `__main__` makes with literal shapes
// (12 concentrations against 384 compounds): Gate 2 fails too.
v2_case!(
    gate4_fails_for_curve_fits_per_compound,
    "dose_response_curves_fitted_per_compound.py",
    "NOT RECOMMENDED",
    "fail",
    []
);

#[test]
fn a_script_that_reads_no_input_is_sized_by_what_it_makes() {
    let (a, json) = gate2("dose_response_curves_fitted_per_compound.py");
    assert_eq!(a["gates"][1]["status"], "fail", "{json}");
    assert!(
        json.contains("4,608 hot-path elements per array from `logistic4(conc[None, :], 0, 100, true_ec50[:, None], 1.2)`"),
        "{json}"
    );
    assert!(json.contains("the script reads no input"), "{json}");
}

// `n_stars, n_obs = 200, 600` in `main` sizes the data: the small literal `np.linspace(…, 20000)`
// is not taken for it (the default applies).
#[test]
fn a_script_with_data_sized_by_names_is_not_sized_by_its_literal_shapes() {
    let (a, json) = gate2("periodograms_of_stars_sized_in_main.py");
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    assert!(!json.contains("reads no input"), "{json}");
}

// `w @ buf` with `w = np.zeros(taps)` and `taps=256` left to its default: small state beside
// `mic[n]` and `err[n]`, an element loop over the samples (was READY).
v2_case!(
    a_sample_loop_over_small_state_sized_by_a_default_is_an_element_loop,
    "echo_canceller_taps_sized_by_a_default.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:10"]
);

// `np.hypot(di, dj)` of offsets from a literal table is a number, not whole-array work: the
// pixel nest is R101 (and `if drop > best` not R105).
v2_case!(
    a_ufunc_of_numbers_from_a_literal_table_is_element_work,
    "flow_directions_over_a_literal_offset_table.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R101:14", "R106:23", "R103:26"]
);

#[test]
fn a_tile_of_a_vector_passed_in_is_sized_by_the_caller_s_constructor() {
    let (a, json) = gate2("leslie_stock_tiled_from_an_age_vector_passed_in.py");
    assert_eq!(a["gates"][1]["status"], "uncertain", "{json}");
    assert!(
        json.contains("240,000 hot-path elements per array from `np.tile(n0, (SIMS, 1))`"),
        "{json}"
    );
}

// `out[b] = auc(scores[idx], labels[idx])` with `idx = rng.integers(0, n, n)`: each replicate
// hands whole gathered arrays to a helper — not an element loop (was R101). The draw per
// replicate stays R201; the data comes from `np.load(sys.argv[1])`, so no size is inferred.
v2_case!(
    a_bootstrap_replicate_passing_gathered_arrays_to_a_helper_is_not_an_element_loop,
    "bootstrap_replicates_of_an_auc_helper.py",
    "LIGHT REFACTOR",
    "pass",
    ["R201:21"]
);

// `shifts[t] = shift_of(ref_f, video[t])` with `video = np.stack([np.roll(base, ...) for t in
// ...])` then `video += noise`: each iteration hands a frame (a plane) to the helper — not an
// element loop (was R101). The helper's `if dy > H // 2` tests of the peak stay R105.
v2_case!(
    frames_of_a_stacked_video_passed_to_a_helper_are_planes,
    "frames_of_a_stacked_video_registered_by_a_helper.py",
    "LIGHT REFACTOR",
    "pass",
    ["R105:14", "R105:16"]
);

// `p, p_prev = step(p, p_prev, coef), p` then `trace[n] = p[mic]`: each time step hands the
// whole pressure field to a helper; the microphone read is not an element loop (was R101).
v2_case!(
    a_time_step_through_a_helper_with_a_probe_read_is_not_an_element_loop,
    "room_acoustics_stepped_by_a_tuple_of_helper_and_state.py",
    "READY",
    "pass",
    []
);

// The same curve fits written as a plain script (module-level code calling the file's functions,
// no `__main__` guard): still a script that reads no input, sized by what it makes.
#[test]
fn a_script_without_a_main_guard_is_sized_by_what_it_makes() {
    let (a, json) = gate2("curve_fits_in_a_script_without_a_main_guard.py");
    assert_eq!(a["gates"][1]["status"], "fail", "{json}");
    assert!(json.contains("4,608 hot-path elements per array"), "{json}");
}

// The recursive STA/LTA: `e = x[i] ** 2` then `sta = csta * e + (1 - csta) * sta` — an EWMA
// carried in a number, fed by an element through a temporary (was SIGNIFICANT, Gate 4 pass).
v2_case!(
    an_ewma_fed_through_a_temporary_is_a_recurrence,
    "sta_lta_ratio_smoothed_through_a_squared_sample.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:16", "R101:28", "R101:42", "R101:51"]
);

// Pan-Tompkins: `threshold` is carried from peak heights (`spki = 0.125 * y[p] + …`) inside the
// peak loop, so `if y[p] > threshold` is part of that loop's R101, not an R105 of its own.
v2_case!(
    a_test_on_a_number_carried_from_elements_is_part_of_the_element_loop,
    "qrs_thresholds_carried_from_peak_heights.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:32"]
);

// `n_states = MAX_STOCK + 1` sizes `P = np.zeros((MAX_ORDER + 1, n_states, n_states))`
// (16,240,901 elements; the default applied before), and printing nine policy rows with
// `range(0, MAX_STOCK + 1, 50)` is output, not an element loop.
#[test]
fn a_local_extent_of_constants_sizes_gate2_and_a_short_print_loop_is_output() {
    let (a, json) = gate2("restocking_policy_printed_every_fifty_levels.py");
    assert!(json.contains("16,240,901 hot-path elements"), "{json}");
    assert_eq!(
        v2("restocking_policy_printed_every_fifty_levels.py"),
        (
            "SIGNIFICANT REFACTOR".to_string(),
            "pass".to_string(),
            vec!["R101:27".to_string(), "R105:42".to_string()]
        )
    );
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
}

// `for t in np.arange(0.0, 86400.0, 3600.0)`: 24 float steps of a literal range are a sweep,
// not R103; the hour's print of `shell.max()` stays R104 and the Kepler solver's test R105.
v2_case!(
    a_float_arange_with_a_step_is_a_sweep,
    "satellite_catalogue_propagated_over_hourly_steps.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R105:14", "R104:43"]
);

// `x = np.sort(rng.uniform(0, 100, N_TRAIN))`: sorting keeps the size, so the kernel
// `a[:, None] - b[None, :]` between the test grid and `x` is sized (20,000 × 8,000), not the
// grid alone (Gate 2 failed on 20,000 elements).
#[test]
fn a_sorted_draw_keeps_its_size_for_a_pairwise_kernel() {
    let (a, json) = gate2("gp_kernels_of_sorted_training_inputs.py");
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    assert!(json.contains("160,000,000 hot-path elements"), "{json}");
}

// `balance += amounts[a, t]` then `if balance < 0.0: balance -= FEE`: a running total changed
// under a test on itself is a recurrence (a prefix sum cannot compute it) — was LIGHT, Gate 4 pass.
v2_case!(
    a_running_total_changed_under_a_test_on_itself_is_a_recurrence,
    "overdraft_fees_charged_on_a_running_balance.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:16"]
);

// `for s in speeds[:200]` with `speeds = rng.weibull(2.0, 8760) * 9.0`: the items of a 1-D
// array are numbers, so the wake nest that divides by `u_inf` (one of them) is element work —
// R101, not a lone R105 on `if abs(y[j] - y[i]) < r_wake` (400 turbines: Gate 2 fails).
v2_case!(
    an_item_of_a_one_dimensional_array_is_a_number_to_its_helper,
    "wind_farm_wakes_at_hourly_speeds_drawn_in_one_array.py",
    "NOT RECOMMENDED",
    "pass",
    ["R101:17", "R103:36"]
);

// `px, py, change = chambolle_step(...)` then `if change < tol: break`, where the helper returns
// `change / f.size` with `change = np.linalg.norm(...) + np.linalg.norm(...)`: a reduction
// divided by a number is still a 0-d array, so the test syncs every iteration (was READY).
v2_case!(
    a_returned_reduction_scaled_by_a_number_is_tested_on_the_device,
    "chambolle_denoising_tested_on_a_returned_change.py",
    "LIGHT REFACTOR",
    "pass",
    ["R105:41"]
);

// `spot[:, None] * up[:, None] ** (steps - 2 * j)[None, :]`: the tree's price grid is 20,000
// options × 2,001 nodes; the new axis on `steps - 2 * j` (a number minus an arange) was not
// seen, and Gate 2 failed on the 20,000 options alone.
#[test]
fn a_new_axis_on_arithmetic_of_a_number_and_an_array_is_an_outer_broadcast() {
    let (a, json) = gate2("american_puts_priced_on_a_broadcast_tree.py");
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    assert!(json.contains("40,020,000 hot-path elements"), "{json}");
    assert_eq!(a["verdict"], "READY", "{json}");
}

// `peak = np.unravel_index(np.argmax(corr), corr.shape)` then `dy, dx = peak`: the parts are
// 0-d arrays, so `if dy > H // 2` in the helper a frame loop calls syncs per frame.
v2_case!(
    the_parts_of_a_name_bound_to_an_index_tuple_are_arrays,
    "frames_registered_by_phase_correlation.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R105:15", "R105:17", "R101:27", "R103:35"]
);

// `stop = start + CHUNK` … `rng.standard_normal((stop - start, N_OBLIGORS))`: each chunk is
// 2,000 × 5,000 draws; Gate 2 failed on the 20,000 scenarios of the result vector.
#[test]
fn a_chunk_between_two_bounds_is_sized_by_its_width() {
    let (a, json) = gate2("credit_losses_simulated_in_scenario_chunks.py");
    assert_eq!(a["gates"][1]["status"], "pass", "{json}");
    assert!(json.contains("10,000,000 hot-path elements"), "{json}");
}

// `q = advect(q, u, v, y, x)` every step, with `map_coordinates` inside `advect`: a host
// library in a hot-called function is in the hot loop (Gate 5 said "outside loops").
#[test]
fn a_host_library_in_a_hot_called_function_fails_gate5() {
    let (a, json) = gate2("tracer_advected_through_scipy_interpolation_each_step.py");
    assert_eq!(a["gates"][4]["status"], "fail", "{json}");
    assert!(
        a["gates"][4]["reason"]
            .as_str()
            .unwrap()
            .contains("scipy at"),
        "{json}"
    );
}

// `f[k] = np.roll(np.roll(f[k], C[k, 0], axis=0), C[k, 1], axis=1)` over the nine D2Q9
// directions, `f` a (9, NX, NY) array that `equilibrium()` returns and `step(f)` hands back:
// streaming is plane work (was R101). The bounce-back loop writing one boundary row of each
// plane per direction stays R101.
v2_case!(
    a_plane_rolled_through_a_nested_roll_is_plane_work,
    "lattice_boltzmann_directions_streamed_by_nested_rolls.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:34"]
);

// `path[:, t - 1] = back[t, rows, path[:, t]]`: the back-trace writes a column of 20,000
// sequences from the previous column — a time step over the batch (SPEC §5: normal), not an
// element recurrence (Gate 4 failed). The loop is still R101: every operand is subscripted by `t`.
v2_case!(
    a_column_written_from_the_previous_column_is_a_time_step,
    "viterbi_paths_decoded_for_a_batch_of_sequences.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:29"]
);

// 2-opt: `delta = dist[a, c] + dist[b, d] - ...` then `if delta < -1e-12: tour[i:j + 1] =
// tour[i:j + 1][::-1]`. A slab written only under a test on element values is the occasional
// result of element work, so the inner loop is R101 (was a lone R105 on the test); the reversed
// slice is R106.
v2_case!(
    a_slab_written_only_under_a_test_on_elements_leaves_an_element_loop,
    "tour_improved_by_two_opt_reversals.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:20", "R106:23"]
);

// `pipeline[day % LEAD] = np.where(reorder, big_s - position, 0.0)` with `position = stock +
// pipeline.sum(axis=0)`: a row of a (LEAD, N_SKUS) array written from the whole array is a time
// step over the rows, not Gauss-Seidel on elements (Gate 4 failed).
v2_case!(
    a_row_written_from_its_whole_array_is_a_time_step,
    "sku_inventory_reordered_through_a_lead_time_pipeline.py",
    "READY",
    "pass",
    []
);

// Seam carving: `cost[i] += np.minimum(...)` of `prev = cost[i - 1]` sliced (`prev[:-1]`) is a
// row step (its items are sliced, so they are rows), while the back-trace `j = seam[i + 1]`,
// `lo, hi = max(j - 1, 0), min(j + 2, w)`, `seam[i] = lo + np.argmin(...)` is the element
// recurrence — through a tuple assignment — that fails Gate 4.
v2_case!(
    a_recurrence_through_a_tuple_assignment_fails_gate4,
    "seams_carved_by_row_dynamic_programming.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:16", "R101:28"]
);

#[test]
fn the_seam_recurrence_is_named_at_its_back_trace() {
    let (a, json) = gate2("seams_carved_by_row_dynamic_programming.py");
    assert!(
        a["gates"][3]["reason"]
            .as_str()
            .unwrap()
            .ends_with("seams_carved_by_row_dynamic_programming.py:30"),
        "{json}"
    );
}

// `for t, r in zip(targets[::10], risk[::10]): print(...)` with `targets = np.linspace(...,
// N_POINTS)`: a slice of a short sweep is a short sweep, so printing five frontier points is
// output (was R103); the two step slices themselves stay R106.
v2_case!(
    a_slice_of_a_short_sweep_printed_is_output,
    "frontier_points_printed_from_stepped_slices.py",
    "LIGHT REFACTOR",
    "pass",
    ["R106:38", "R106:38"]
);

// An order book replayed message by message: `book = bids if sides[n] == 0 else asks`,
// `book[level] += sizes[n]`, then `mids[n] = (max(bids) + min(asks)) * TICK / 2` — each mid is
// computed from dict state every earlier message changed: a recurrence (was LIGHT REFACTOR).
v2_case!(
    an_element_written_from_dicts_the_loop_keeps_updating_is_a_recurrence,
    "order_book_replayed_into_price_level_dicts.py",
    "NOT RECOMMENDED",
    "fail",
    ["R101:13"]
);

// The same shape with a fixed lookup table: `scores[i] = table.get(code, 0.0)` reads a dict the
// loop does not change (the tally `seen[code] += ...` beside it feeds no element), so the loop
// is an element loop and nothing more.
v2_case!(
    an_element_read_from_a_fixed_table_beside_a_tally_is_no_recurrence,
    "codes_mapped_through_a_fixed_lookup_dict.py",
    "LIGHT REFACTOR",
    "pass",
    ["R101:18"]
);

// `for i in flat` with `flat = np.argsort(sim, axis=None)[::-1][: 2 * k : 2]` and `k` a parameter
// every call leaves at 5: at most five items — a short results loop, not array iteration (R103
// was reported).
v2_case!(
    a_slice_whose_stop_is_known_is_a_short_sweep,
    "tfidf_top_pairs_read_from_a_slice_bounded_by_a_default.py",
    "SIGNIFICANT REFACTOR",
    "pass",
    ["R101:10", "R106:20", "R104:29"]
);

// `for token in re.findall(r"[a-z']+", text.lower()): x[hash(token) % DIM] += 1.0` in a helper
// called for every message of a training loop: the data reaches the model only through
// tokenizing text, one token at a time (the hashing trick's tally is that string work, not array
// work) — string processing at the core (was LIGHT REFACTOR: the loop's own body held too few
// string calls to count).
v2_case!(
    a_loop_over_regex_matches_tallied_by_hash_is_string_work,
    "spam_perceptron_fed_tokens_hashed_from_regex_matches.py",
    "NOT RECOMMENDED",
    "fail",
    ["R105:21"]
);
