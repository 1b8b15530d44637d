"""Seeded random games replay bit for bit: the digests below were recorded before the speed-up.

Each game is played by a seeded picker (now and then a seat resigns, so resignations are
covered too). Two digests per game, each the first 16 hex digits of a sha256:

- ``play``: per step the acting seat, the full ``legal_actions`` list (labels and order, which
  button ids depend on), the chosen action, the events and the public view; then the outcome.
- ``states``: the JSON text of every state, key order included.

A change of the state's format would change only ``states``; everything a player or a
replay can see is in ``play``.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from bot.games.pole_to_pole import GAME
from bot.i18n import Msg

RESIGN_CHANCE = 0.004  # about two resignations in a game of some 500 steps
CONFIGS = {"2p": (2, {}), "3p": (3, {}), "4p-teams": (4, {"mode": "teams"}), "4p-ffa": (4, {"mode": "ffa"})}


MESSAGE_KEYS = frozenset({"id", "args", "plural", "n"})


def english(found: Any) -> Any:
    """Events, views, states and outcomes without their message forms (issue 24): their English
    text is what the digests were recorded with, and it still must match word for word; the start
    rolls, saved as messages now, count as their English lines."""
    if isinstance(found, list):
        return [english(item) for item in found]
    if isinstance(found, dict):
        if "id" in found and found.keys() <= MESSAGE_KEYS:
            return Msg.from_data(found).english()
        return {key: english(value) for key, value in found.items() if key not in ("msg", "card_msg")}
    return found


def replay_digests(players: int, options: dict[str, object], seed: int, resigns: bool) -> tuple[str, str]:
    """(play digest, states digest) of one random game from ``seed``."""
    pick = random.Random(seed)
    state = GAME.setup(players, options, seed)
    play = hashlib.sha256(json.dumps(english(GAME.view(state, None))).encode())
    states = hashlib.sha256(json.dumps(english(state)).encode())
    while GAME.outcome(state) is None:
        seat = pick.choice(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        if resigns and pick.random() < RESIGN_CHANCE:
            quitter = pick.choice([s for s in range(players) if not state["resigned"][s]])
            state, events = GAME.resign(state, quitter)
            step: list[object] = ["resign", quitter, legal, english(events)]
        else:
            action = pick.choice(legal)
            state, events = GAME.apply(state, seat, action)
            step = [seat, legal, action, english(events)]
        play.update(json.dumps(step).encode())
        play.update(json.dumps(english(GAME.view(state, None))).encode())
        states.update(json.dumps(english(state)).encode())
    play.update(json.dumps(english(GAME.outcome(state))).encode())
    return play.hexdigest()[:16], states.hexdigest()[:16]


# (config, seed) -> (play, states), recorded on main before the speed-up; seeds 2, 5, 8, ... resign.
RECORDED: dict[tuple[str, int], tuple[str, str]] = {
    ("2p", 0): ("0741c601f9d0f112", "2349ceb1e9205cdc"),
    ("2p", 1): ("9a5251e5385b861e", "c1c08cebe40b4ab7"),
    ("2p", 2): ("b3eba3d372fb0c47", "6aaee91d7bd23cee"),
    ("2p", 3): ("2dba9dfc2bc7dd6b", "615bc51552965608"),
    ("2p", 4): ("97de59be6e346cc9", "1c3ec6e1c3f91e69"),
    ("2p", 5): ("dc8cf3c36d40442a", "f828933b33583cd8"),
    ("2p", 6): ("09bdf3243256669e", "66b5db2dc7665a88"),
    ("2p", 7): ("a6261946299a397f", "7307c3ec2286fa52"),
    ("2p", 8): ("497fc13b4703fd0d", "1ebccd0c50b6e749"),
    ("2p", 9): ("08d7bc78a4c99bcb", "158199982fa9b78b"),
    ("2p", 10): ("75c3c3155b51e257", "f4db0cd401bee66e"),
    ("2p", 11): ("9408aee716217dbf", "e9c675fbac6f7cbb"),
    ("2p", 12): ("b967f360379fc0fd", "55b00c4b71a8b06a"),
    ("2p", 13): ("e6298b44b5bc29d9", "744f47f9e93ea663"),
    ("2p", 14): ("0fc649997a429d53", "11197cf40d603445"),
    ("2p", 15): ("63939d5621d1a33a", "875c8d0bf3f214b1"),
    ("2p", 16): ("df09cff36fe425a8", "c466bdc8b6f7a4d4"),
    ("2p", 17): ("5d279f1ae7a17768", "939e927e48148de3"),
    ("2p", 18): ("8a95c0a2d986595b", "489ec3ba2c240819"),
    ("2p", 19): ("bc33496494f1b465", "37e83d873a6ba409"),
    ("2p", 20): ("2fe9700498e6daae", "f7a63fecd5d99080"),
    ("2p", 21): ("e731b0dce6f2c9b3", "7dd4a845d6174d92"),
    ("2p", 22): ("d9d389ea94cbf378", "63b2ab054ec0b7c2"),
    ("2p", 23): ("000a6555ede5cd0a", "c645199bcc68beac"),
    ("2p", 24): ("d91b0d5adcb2f61b", "c2e602662868fc38"),
    ("2p", 25): ("77cca29c96b41f0b", "62645c0a5c581bc8"),
    ("2p", 26): ("a595a752c1f24c48", "2570393300968d30"),
    ("2p", 27): ("1cbefbdbd6c81a2b", "60b4dd47e5371219"),
    ("2p", 28): ("277ac08e067b9cce", "7fa7a595aec3c436"),
    ("2p", 29): ("eaef0a32b0023472", "bf87f958b0c6ff3c"),
    ("3p", 0): ("53179e749180641c", "d6ae9417b0bc5330"),
    ("3p", 1): ("ce56aa9d7a22648a", "02a99eba14db4848"),
    ("3p", 2): ("40e3700b479ad52c", "6091103af1ca1456"),
    ("3p", 3): ("3ea64ce3533703c3", "8326751b4a62b1a8"),
    ("3p", 4): ("88e00e139694a114", "bb863a480bd47a97"),
    ("3p", 5): ("81081828eefc2924", "ddced772caaefbc3"),
    ("3p", 6): ("c6874c1a18160d63", "209e8ea804c6a3ff"),
    ("3p", 7): ("34005479a7d06c9f", "44ec72fae9334eab"),
    ("3p", 8): ("ee59a52598c75995", "2c1bfd7aabe96c05"),
    ("3p", 9): ("6a7a650a3df5036d", "d4b72eeb16926c9c"),
    ("3p", 10): ("eca43ada8db3666d", "6d6ffbf779d9b67b"),
    ("3p", 11): ("6948a03e483cb88b", "31c100c241c87ca2"),
    ("3p", 12): ("4e54ae6938b2470e", "97360280b215f5ba"),
    ("3p", 13): ("1022a296771e779a", "c3736c0b81126bde"),
    ("3p", 14): ("dafcfd1c22038639", "f1607b4941ae15a0"),
    ("3p", 15): ("fe57fbe10aa2ec83", "c6b14eb02bb6b58f"),
    ("3p", 16): ("7316aac2dd9c87db", "5a8a1c744ad53994"),
    ("3p", 17): ("56e2db6b9506105b", "8b3d11f438a5c822"),
    ("3p", 18): ("b987674aa0d4f956", "60e5e42ca469525c"),
    ("3p", 19): ("17b2891243bf44e3", "31affcbb19f60085"),
    ("3p", 20): ("e1bbc1ce146bf661", "d02ff21d59d6cabf"),
    ("3p", 21): ("a2a8e9b689ae58b2", "5baf84d0acd42385"),
    ("3p", 22): ("d27436931bb2f792", "96ae56d80d1604e2"),
    ("3p", 23): ("4fb99eeea4173e56", "7dac61fccf881ebe"),
    ("3p", 24): ("81685df41b9b41ea", "166804affb82c84f"),
    ("3p", 25): ("d43475b5b9d49564", "2d383561f2c78ba2"),
    ("3p", 26): ("6a9ab4b739dcb8ff", "16033fd1d1c00f38"),
    ("3p", 27): ("96d7ce61190f00e1", "2de52031534a9df4"),
    ("3p", 28): ("e3e1af07995c1afb", "7c4699a29cd055bf"),
    ("3p", 29): ("528d67e51b7aeded", "087215ceb1399a80"),
    ("4p-teams", 0): ("afe575a55b94d8c5", "4eecb18359796565"),
    ("4p-teams", 1): ("8837cd8f7ef2931b", "43840ba86fcda94f"),
    ("4p-teams", 2): ("40e08616520b32be", "00f84d9863145ca3"),
    ("4p-teams", 3): ("978fb4682239a418", "f751447785740e1f"),
    ("4p-teams", 4): ("0d67964f162c1502", "a56fd44d19981ca1"),
    ("4p-teams", 5): ("b6cea0706d35b6f5", "c08896fde85cc3bf"),
    ("4p-teams", 6): ("abdec3837596fb95", "2f021019c29154f3"),
    ("4p-teams", 7): ("0ab7ce3ed9bd97c7", "b878d34ed280d065"),
    ("4p-teams", 8): ("b57614fc6132e6a3", "9ac2425ef2a945db"),
    ("4p-teams", 9): ("1a5e4dea58129278", "948ea32cabf1ec42"),
    ("4p-teams", 10): ("ed1eb7e3dbcb2b32", "041c3dbe3661aadb"),
    ("4p-teams", 11): ("4a92df97bdfb6d36", "cdea1f942cf9750d"),
    ("4p-teams", 12): ("698a6363bcc0928c", "32ae6852c3b66a46"),
    ("4p-teams", 13): ("a8e2b84339548b63", "d901c55f74382067"),
    ("4p-teams", 14): ("b2c0da36b11f46d9", "5c4567b18fa739fd"),
    ("4p-teams", 15): ("8131459e852a78e7", "dde540409f5cb36f"),
    ("4p-teams", 16): ("334bee8fe4feb2d0", "e52870a19df8bae1"),
    ("4p-teams", 17): ("7aff375011466824", "30d12b2e53812214"),
    ("4p-teams", 18): ("f490a2cb02f23d99", "d8f3d81bed160ea6"),
    ("4p-teams", 19): ("a84e66bb016846e3", "c7055717f3e4f527"),
    ("4p-teams", 20): ("b065f2c4c02b48a0", "3fba1f5bc74fc343"),
    ("4p-teams", 21): ("c3fd95a8241e25e2", "ccaa5e5c3ae87d5c"),
    ("4p-teams", 22): ("963426214de3ef01", "b37a0847bf55f2ae"),
    ("4p-teams", 23): ("64e5cee7dba1ba15", "f14a1b598fcf3e15"),
    ("4p-teams", 24): ("21b92c9b376a7acc", "13a3e9c0fc41d47e"),
    ("4p-teams", 25): ("55c769899d298a8a", "c5b8ed0cf4d98196"),
    ("4p-teams", 26): ("378495d28a9aeb37", "f8de4b66b298a622"),
    ("4p-teams", 27): ("a040f1a0e32d87e5", "78bc9bea345c264f"),
    ("4p-teams", 28): ("54961b28e3bddaab", "4d8d846f758a9fcc"),
    ("4p-teams", 29): ("119e7ac927999106", "ada00c1112b434b3"),
    ("4p-ffa", 0): ("fc5a4b1197afc2ff", "037443f960d79bbf"),
    ("4p-ffa", 1): ("f5c3c0bc50b64033", "c43032dbd2597653"),
    ("4p-ffa", 2): ("f7cb2d341f5bb26b", "ccfc56a17828a1e5"),
    ("4p-ffa", 3): ("597dfdb927bceeab", "5587f0d6fc3972e3"),
    ("4p-ffa", 4): ("1e5631d8cbcf9270", "6497abb2fd4f61d3"),
    ("4p-ffa", 5): ("24fc19703595fde9", "687fe0eb946fe137"),
    ("4p-ffa", 6): ("545ae5911eb439c1", "da5e7716a4e00182"),
    ("4p-ffa", 7): ("49bbddfe014cfe4a", "aeae663935c93db4"),
    ("4p-ffa", 8): ("944a4a52a6a90611", "cdff76c5ef2a8301"),
    ("4p-ffa", 9): ("c960a15e17739629", "df8f25670f189e34"),
    ("4p-ffa", 10): ("a0ba51161fe1eb59", "3623a5118c34e013"),
    ("4p-ffa", 11): ("149ededfbdd0e96e", "461ea146b3c16aca"),
    ("4p-ffa", 12): ("11a5edd31ab9d53b", "0874af61cdb38b1d"),
    ("4p-ffa", 13): ("c526c151dfdeaae6", "52ce6a51b9fa94eb"),
    ("4p-ffa", 14): ("789a9f3134545a12", "25cd436cbc8de535"),
    ("4p-ffa", 15): ("f8ac104ff4efbec4", "9559657a657a29f6"),
    ("4p-ffa", 16): ("4f5a00d454ecbc0c", "21ccd1b5730692ad"),
    ("4p-ffa", 17): ("fe347d71f8631c6f", "8949096f87ea369c"),
    ("4p-ffa", 18): ("30ad0acbcf4e854c", "1de98d2ab91c2034"),
    ("4p-ffa", 19): ("f1d126724ad94262", "02ecbc4f4740ff0f"),
    ("4p-ffa", 20): ("d4dd7e4b4614ef8a", "85adbd5f8e116fb9"),
    ("4p-ffa", 21): ("41b7555fab701aa5", "0a4c8e3806a5cc05"),
    ("4p-ffa", 22): ("d3eb17639bee0225", "2a628f0053a7cbd0"),
    ("4p-ffa", 23): ("d4521ce200f227f8", "b6687d636847ba16"),
    ("4p-ffa", 24): ("ca23531d80a8aa04", "e69f1385254b86d8"),
    ("4p-ffa", 25): ("279bb57aa7c7942e", "c8d3eaaa02a17494"),
    ("4p-ffa", 26): ("b8d4e0c8db89d819", "564e7035f4943886"),
    ("4p-ffa", 27): ("13a41c39073ee132", "66e4fdc6feab50e6"),
    ("4p-ffa", 28): ("71cec30a6d2e04c6", "136f86a371bf443c"),
    ("4p-ffa", 29): ("d3de8794bda887d1", "ce4c4496b1cb9476"),
}


@pytest.mark.parametrize(("config", "seed"), sorted(RECORDED))
def test_a_seeded_random_game_replays_bit_for_bit(config: str, seed: int) -> None:
    players, options = CONFIGS[config]
    assert replay_digests(players, options, seed, resigns=seed % 3 == 2) == RECORDED[config, seed]
