"""train/td.py --resume: a training goes on across sessions from the weights file and curve it left."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from train_module import ROOT, load_td


def train(tmp_path: Path, *extra: str) -> None:
    command = [sys.executable, str(ROOT / "train" / "td.py"), "--games", "4", "--every", "2", "--eval-games", "2"]
    paths = ["--out", str(tmp_path / "w.json"), "--curve", str(tmp_path / "c.csv")]
    subprocess.run(command + paths + list(extra), check=True, capture_output=True, timeout=300)


def test_a_resumed_training_starts_from_the_saved_weights_and_goes_on_counting(tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    train(tmp_path)
    first = json.loads((tmp_path / "w.json").read_text())
    assert first["training"]["games_trained"] == 4
    train(tmp_path, "--resume", "--games", "8")
    last = json.loads((tmp_path / "w.json").read_text())
    assert last["training"]["games_trained"] == 8
    assert last["w1"] != first["w1"]  # four more games of TD(λ) moved the weights
    with (tmp_path / "c.csv").open(newline="") as f:
        assert [int(row["games"]) for row in csv.DictReader(f)] == [0, 2, 4, 6, 8]


def test_resume_reads_back_the_weights_written() -> None:
    td = load_td()
    np = sys.modules["numpy"]
    rules = td.Portes(dict(td.Portes.option_defaults))
    inputs = td.Inputs("tesauro", (), td.profile_for(rules))
    written = td.Network(inputs.size, 6, np.random.default_rng(1))
    meta = {"games_trained": 123, "wall_minutes": 4.5}
    data = json.dumps(written.to_json(meta, inputs))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "w.json"
        path.write_text(data)
        read = td.Network(inputs.size, 6, np.random.default_rng(2))  # other random weights, replaced
        assert td.resume(read, path) == (123, 4.5)
    for mine, theirs in zip(read.params(), written.params(), strict=True):
        assert np.allclose(mine, theirs, atol=5e-4)  # the file's three decimals


def test_a_run_kept_in_a_folder_of_its_own_goes_on_there(tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    runs = tmp_path / "train" / "runs"  # a long run's files (train/runs/, not shipped), folder made by the run
    paths = ["--out", str(runs / "portes-h8.json"), "--curve", str(runs / "portes-h8_curve.csv"), "--hidden", "8"]
    command = [sys.executable, str(ROOT / "train" / "td.py"), "--every", "2", "--eval-games", "2", *paths]
    subprocess.run([*command, "--games", "2"], check=True, capture_output=True, timeout=300)
    subprocess.run([*command, "--games", "4", "--resume"], check=True, capture_output=True, timeout=300)
    assert json.loads((runs / "portes-h8.json").read_text())["training"]["games_trained"] == 4
    assert len(json.loads((runs / "portes-h8.json").read_text())["b1"]) == 8
    with (runs / "portes-h8_curve.csv").open(newline="") as f:
        assert [int(row["games"]) for row in csv.DictReader(f)] == [0, 2, 4]


def test_resuming_a_run_that_is_not_there_says_so(tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    command = [sys.executable, str(ROOT / "train" / "td.py"), "--resume", "--games", "4"]
    paths = ["--out", str(tmp_path / "none.json"), "--curve", str(tmp_path / "none.csv")]
    run = subprocess.run(command + paths, capture_output=True, text=True, timeout=300)
    assert run.returncode != 0
    assert "Traceback" not in run.stderr
    assert f"--resume: no {tmp_path / 'none.json'} nor {tmp_path / 'none.csv'} to go on from" in run.stderr
