use super::*;

fn notebook(cells: &[(&str, &str)]) -> String {
    let cells: Vec<String> = cells
        .iter()
        .map(|(kind, source)| {
            let lines: Vec<String> = json::split_lines(source)
                .iter()
                .map(|l| format!("    {}", json::quote(l, false)))
                .collect();
            let outputs = if *kind == "code" {
                "   \"execution_count\": null,\n   \"outputs\": [],\n"
            } else {
                ""
            };
            format!(
                "  {{\n   \"cell_type\": \"{kind}\",\n{outputs}   \"metadata\": {{}},\n   \"source\": [\n{}\n   ]\n  }}",
                lines.join(",\n")
            )
        })
        .collect();
    format!(
        "{{\n \"cells\": [\n{}\n ],\n \"metadata\": {{}},\n \"nbformat\": 4,\n \"nbformat_minor\": 4\n}}\n",
        cells.join(",\n")
    )
}

fn edit_at(text: &str, needle: &str, replacement: &str) -> Edit {
    let start = text.find(needle).unwrap();
    Edit::replacement(
        replacement.to_string(),
        TextSize::from(start as u32),
        TextSize::from((start + needle.len()) as u32),
    )
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut out = text.to_string();
    let mut sorted = edits.to_vec();
    sorted.sort_by_key(|e| std::cmp::Reverse(e.start()));
    for e in sorted {
        out.replace_range(
            e.start().to_usize()..e.end().to_usize(),
            e.content().unwrap_or(""),
        );
    }
    out
}

#[test]
fn joins_code_cells_and_numbers_them_among_all_cells() {
    let nb = notebook(&[
        ("markdown", "# Title"),
        ("code", "import numpy as np\nx = np.zeros(3)"),
        ("code", "%timeit x.sum()\ny = !ls\n"),
    ]);
    let loaded = load(nb).unwrap();
    assert_eq!(
        loaded.text,
        "import numpy as np\nx = np.zeros(3)\n%timeit x.sum()\ny = !ls\n\n"
    );
    assert!(loaded.broken.is_empty(), "{:?}", loaded.broken);
    assert_eq!(loaded.cells.len(), 2);
    assert_eq!((loaded.cells.number(0), loaded.cells.number(1)), (2, 3));
    let lines = loaded.cells.lines(&loaded.text);
    assert_eq!(lines.locate(2), Some((2, 2)));
    assert_eq!(lines.locate(4), Some((3, 2)));
}

#[test]
fn a_broken_cell_is_reported_and_blanked() {
    let nb = notebook(&[
        ("code", "x = 1"),
        ("code", "a = 2\nfor i in range(3)\n    pass"),
        ("code", "y = 2"),
    ]);
    let loaded = load(nb).unwrap();
    assert_eq!(loaded.broken.len(), 1);
    let broken = &loaded.broken[0];
    assert_eq!((broken.cell, broken.line), (2, 2));
    assert!(broken.message.starts_with("syntax error"), "{broken:?}");
    assert_eq!(loaded.text.lines().nth(1), Some("     "));
    assert!(ruff_python_parser::parse_module(&loaded.text).is_ok());
}

#[test]
fn cell_magics_skip_the_cell() {
    let nb = notebook(&[("code", "%%bash\necho hi"), ("code", "x = 1")]);
    let loaded = load(nb).unwrap();
    assert_eq!(loaded.text, "x = 1\n");
    assert_eq!(loaded.cells.number(0), 2);
}

#[test]
fn writes_back_only_the_edited_cell() {
    let nb = notebook(&[
        ("code", "a = 1\nb = 2\n"),
        ("markdown", "text é"),
        ("code", "for i in range(3):\n    c[i] = 0"),
    ]);
    let loaded = load(nb.clone()).unwrap();
    let edits = [edit_at(
        &loaded.text,
        "for i in range(3):\n    c[i] = 0",
        "c[:3] = 0",
    )];
    assert!(loaded.cells.contains_all(&edits));
    let text = apply(&loaded.text, &edits);
    let cells = loaded.cells.edited(&edits);
    let json = cells.render(&text).unwrap();
    let expected = nb.replace(
        "[\n    \"for i in range(3):\\n\",\n    \"    c[i] = 0\"\n   ]",
        "[\n    \"c[:3] = 0\"\n   ]",
    );
    assert_ne!(expected, nb);
    assert_eq!(json, expected);
    assert_eq!(loaded.cells.render(&loaded.text).unwrap(), nb);
}

#[test]
fn boundaries_follow_edits_in_earlier_cells() {
    let nb = notebook(&[("code", "a = 1"), ("code", "b = 2"), ("code", "c = 3")]);
    let loaded = load(nb).unwrap();
    let edits = [
        edit_at(&loaded.text, "a = 1", "a = 1\naa = 11"),
        edit_at(&loaded.text, "c = 3", "c = 33"),
    ];
    let text = apply(&loaded.text, &edits);
    let cells = loaded.cells.edited(&edits);
    let json = cells.render(&text).unwrap();
    let reread = load(json).unwrap();
    assert_eq!(reread.text, "a = 1\naa = 11\nb = 2\nc = 33\n");
    assert_eq!(reread.cells.lines(&reread.text).locate(4), Some((3, 1)));
}

#[test]
fn edits_across_or_outside_cells_are_refused() {
    let nb = notebook(&[("code", "a = 1"), ("code", "b = 2")]);
    let loaded = load(nb).unwrap();
    let across = edit_at(&loaded.text, "1\nb", "1; b");
    let separator = edit_at(&loaded.text, "2\n", "2");
    let at_start_of_second = Edit::insertion("x = 0\n".into(), TextSize::from(6));
    assert!(!loaded.cells.contains_all(&[across]));
    assert!(!loaded.cells.contains_all(&[separator]));
    assert!(loaded.cells.contains_all(&[at_start_of_second]));
}

#[test]
fn bad_files_say_what_is_wrong() {
    let err = load("{\"cells\": [".to_string()).err().unwrap();
    assert!(err.message.starts_with("invalid notebook JSON"), "{err:?}");
    let v3 = "{\"nbformat\": 3, \"nbformat_minor\": 0, \"worksheets\": [], \"metadata\": {}}";
    let err = load(v3.to_string()).err().unwrap();
    assert!(err.message.starts_with("nbformat 3 notebooks"), "{err:?}");
    let err = load("[1, 2]".to_string()).err().unwrap();
    assert!(err.message.contains("JSON"), "{err:?}");
}

#[test]
fn an_edit_two_fixes_share_moves_the_cells_once() {
    // Two fixes of one round may both add the same line (an import); it is applied once.
    let nb = notebook(&[("code", "a = 1"), ("code", "b = 2")]);
    let loaded = load(nb).unwrap();
    let import = Edit::insertion("import numpy as np\n".into(), TextSize::from(0));
    let edits = [import.clone(), import];
    let text = crate::fix::apply::apply_edits(&loaded.text, &edits).unwrap();
    let cells = loaded.cells.edited(&edits);
    let reread = load(cells.render(&text).unwrap()).unwrap();
    assert_eq!(reread.text, "import numpy as np\na = 1\nb = 2\n");
}
