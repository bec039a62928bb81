#!/usr/bin/env python3
"""The studio page and the HTML test report in a real browser (headless Chromium).

Runs parley-studio on copies of the bundled catalogs and transcripts, drives the page
through a whole dialogue with a choice and a confirmation, a switch to HomePod, a catalog
edit on disk, the transcript run and a save (then checks the saved file with `parley test`),
and checks the refusals of docs/STUDIO.md's security model. Screenshots of each state go
to .build/studio-screenshots/. Usage: Tests/Browser/studio_test.py [BUILD_DIR]
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug"))
SHOTS = os.path.join(ROOT, ".build", "studio-screenshots")
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def start_studio(folder, *extra):
    process = subprocess.Popen(
        [os.path.join(BUILD, "parley-studio"), "--port", "0", "--phrases", os.path.join(folder, "phrases"),
         "--transcripts", os.path.join(folder, "transcripts"), *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=folder)
    line = process.stdout.readline()
    if not line.startswith("Parley Studio: "):
        raise SystemExit("parley-studio did not start: " + line + process.stderr.read())
    return process, line.split(": ", 1)[1].strip()


def check_restart_on_the_same_port(folder, base):
    """A designer stops the studio and starts it again at once (to change --locale): the
    connections it closed itself still hold the port for a minute, and must not stop it."""
    port = base.rsplit(":", 1)[1]
    process = subprocess.Popen(
        [os.path.join(BUILD, "parley-studio"), "--port", port, "--phrases", os.path.join(folder, "phrases")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=folder)
    line = process.stdout.readline()
    check(line.startswith("Parley Studio: "), "the studio starts again at once on port " + port + ": " + (line or process.stderr.read()).strip())
    process.terminate()
    process.wait(timeout=10)


def browser():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1500,1000", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver_path = shutil.which("chromedriver")
    return webdriver.Chrome(options=options, service=Service(driver_path) if driver_path else None)


def wait_for(driver, condition, what, seconds=15):
    try:
        WebDriverWait(driver, seconds).until(lambda d: condition(d))
        return True
    except Exception:
        check(False, what + " (timed out)")
        return False


def siri_text(driver):
    return [block.text for block in driver.find_elements(By.CSS_SELECTOR, "#conversation .siri")]


def say(driver, text, expect):
    before = len(driver.find_elements(By.CSS_SELECTOR, "#conversation .siri, #conversation .block"))
    box = driver.find_element(By.ID, "utterance")
    box.send_keys(text)
    driver.find_element(By.ID, "send").click()
    wait_for(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#conversation .siri, #conversation .block")) > before, "an answer to " + text)
    last = siri_text(driver)[-1] if siri_text(driver) else ""
    check(last == expect, f"{text!r} answered {expect!r} (got {last!r})")


def shot(driver, name):
    os.makedirs(SHOTS, exist_ok=True)
    driver.save_screenshot(os.path.join(SHOTS, name + ".png"))


def request(url, method="GET", body=None, headers=None):
    data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data=data, method=method, headers=headers or {}), timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def check_locale_option(work):
    """`parley studio --locale fr` opens the page in French: its menu, and the conversation."""
    process, url = start_studio(work, "--locale", "fr")
    driver = browser()
    try:
        driver.get(url)
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#locale option"), "the locale menu is filled")
        check(driver.find_element(By.ID, "locale").get_attribute("value") == "fr", "--locale fr: the menu starts on fr")
        box = driver.find_element(By.ID, "utterance")
        box.send_keys(":state")
        driver.find_element(By.ID, "send").click()
        wait_for(driver, lambda d: any("locale: fr" in b.text for b in d.find_elements(By.CSS_SELECTOR, "#conversation .block.command")),
                 "--locale fr: the conversation starts in fr")
        shot(driver, "09-locale-fr")
        # A command's error is shown as its message, not as "true".
        box.send_keys(":save ../escape")
        driver.find_element(By.ID, "send").click()
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#conversation .block.error"), "the :save error is shown")
        shown = driver.find_elements(By.CSS_SELECTOR, "#conversation .block.error")[-1].text
        check(shown.startswith("error: here :save takes a transcript's name"), f"a refused :save says why: {shown!r}")
        # Narrow: one column, nothing cut off; the Save button and the Files panel are reachable.
        driver.set_window_size(800, 1000)
        wait_for(driver, lambda d: d.find_element(By.ID, "save").rect["x"] + d.find_element(By.ID, "save").rect["width"] <= 800,
                 "at 800 px the Save button is inside the window")
        files = driver.find_element(By.ID, "files").rect
        check(files["x"] >= 0 and files["x"] + files["width"] <= 800, f"at 800 px the Files panel is inside the window ({files})")
        shot(driver, "10-narrow")
    finally:
        driver.quit()
        process.terminate()
        process.wait(timeout=10)


def main():
    work = tempfile.mkdtemp(prefix="parley-studio-test-")
    shutil.copytree(os.path.join(ROOT, "phrases"), os.path.join(work, "phrases"))
    shutil.copytree(os.path.join(ROOT, "transcripts"), os.path.join(work, "transcripts"))
    # The imported-app transcripts name their own catalog folder.
    shutil.copytree(os.path.join(ROOT, "examples", "ios", "phrases"), os.path.join(work, "examples", "ios", "phrases"))
    shutil.copytree(os.path.join(ROOT, "examples", "siri-ai"), os.path.join(work, "examples", "siri-ai"))
    process, url = start_studio(work)
    base, token = url.split("/?token=")
    driver = browser()
    try:
        driver.get(url)
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#files .apps li"), "the files panel lists the apps")
        check("Meditation" in driver.find_element(By.ID, "files").text, "the files panel names Meditation")
        shot(driver, "01-loaded")

        # A whole dialogue: a choice, a number, another choice, a confirmation.
        say(driver, "I want soup from Soup Chef", "Which soup would you like?\n1. Clam Chowder\n2. Tomato Soup\n3. Chicken Noodle Soup")
        say(driver, "the third one", "How many would you like?")
        say(driver, "two", "How would you like to get it?\n1. Pickup\n2. Delivery")
        say(driver, "delivery", "Which delivery location?\n1. Home — 1 Infinite Loop\n2. Work — One Apple Park Way")
        say(driver, "work", "Order 2 Chicken Noodle Soup for Delivery?")
        check(driver.find_element(By.ID, "open-dialogue").is_displayed()
              and "awaiting an intent confirmation" in driver.find_element(By.ID, "open-dialogue").text,
              "the page says a dialogue is still open: " + driver.find_element(By.ID, "open-dialogue").text)
        shot(driver, "02a-dialogue-open")
        say(driver, "yes", "Order placed. Arriving in 30 minutes.\n2 × Chicken Noodle Soup\nDelivery to Work")
        check(not driver.find_element(By.ID, "open-dialogue").is_displayed(), "once the dialogue ends, the page says nothing is open")
        check(len(driver.find_elements(By.CSS_SELECTOR, "#conversation .snippet")) == 1, "the phone shows the result's snippet as a card")
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#map img"), "the map of the intent in play is drawn")
        shot(driver, "02-dialogue-and-map")

        # The map at full size: larger than the panel, zoomed in steps, panned by dragging.
        panel_width = driver.find_element(By.CSS_SELECTOR, "#map img").size["width"]
        driver.find_element(By.ID, "map-open").click()
        wait_for(driver, lambda d: d.find_element(By.ID, "map-full").is_displayed()
                 and d.execute_script("const i = document.getElementById('map-full-image'); return i && i.naturalWidth > 0 && i.style.width !== '';"),
                 "the full-size map opens")
        full = driver.find_element(By.ID, "map-full-image").size["width"]
        check(full > panel_width, f"the full-size map is wider than the panel's ({full} > {panel_width} px)")
        driver.find_element(By.ID, "map-zoom-in").click()
        zoomed = driver.find_element(By.ID, "map-full-image").size["width"]
        check(zoomed > full and driver.find_element(By.ID, "map-zoom-fit").text == "125%", f"zoom in makes it larger ({zoomed} px at 125%)")
        view = driver.find_element(By.ID, "map-full-view")
        webdriver.ActionChains(driver).move_to_element(view).click_and_hold().move_by_offset(-120, -80).release().perform()
        scrolled = driver.execute_script("const v = document.getElementById('map-full-view'); return v.scrollLeft + v.scrollTop;")
        check(scrolled > 0, f"dragging pans the map ({scrolled} px)")
        shot(driver, "02b-map-full-size")
        # A click on a step shows the catalog line it stands for.
        question = [b for b in driver.find_elements(By.CSS_SELECTOR, "#map-full-view .map-node")
                    if "How many would you like?" in (b.get_attribute("aria-label") or "")]
        check(len(question) == 1, f"the quantity question has one button over it ({len(question)})")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'});", question[0])
        question[0].click()
        shown = driver.find_element(By.ID, "map-full-line").text
        check(shown.split()[0].endswith("phrases/soup-chef.yaml:49") and "prompt: How many would you like?" in shown,
              f"the click shows the catalog line: {shown!r}")
        shot(driver, "02c-map-node-clicked")
        driver.find_element(By.ID, "map-close").click()
        check(not driver.find_element(By.ID, "map-full").is_displayed(), "the full-size map closes")

        # :why, one click away.
        driver.find_elements(By.CSS_SELECTOR, "#conversation .why")[0].click()
        wait_for(driver, lambda d: any("heard as:" in b.text for b in d.find_elements(By.CSS_SELECTOR, "#conversation .block.command")), ":why explains the first turn")

        # HomePod: lines heard, not shown.
        driver.find_element(By.ID, "device-homepod").click()
        wait_for(driver, lambda d: "on" in d.find_element(By.ID, "device-homepod").get_attribute("class"), "the HomePod switch is on")
        say(driver, "Start a Meditation", "What session would you like?\nCalming or Walking?")
        check(driver.find_elements(By.CSS_SELECTOR, "#conversation .siri")[-1].get_attribute("class") == "siri homepod", "a HomePod's lines are drawn as speech")
        say(driver, "calming", "Okay, starting a Calming meditation session.")
        shot(driver, "03-homepod")

        # Save the conversation; the saved transcript passes `parley test`; no overwrite unless asked.
        driver.find_element(By.ID, "save-name").send_keys("studio-saved")
        driver.find_element(By.ID, "save").click()
        wait_for(driver, lambda d: d.find_element(By.ID, "save-result").text.startswith("Saved"), "the conversation is saved")
        saved = os.path.join(work, "transcripts", "studio-saved.transcript")
        check(os.path.exists(saved), "the transcript is in the transcript folder")
        result = subprocess.run([os.path.join(BUILD, "parley"), "test", saved], capture_output=True, text=True, cwd=work)
        check(result.returncode == 0, "the saved transcript passes parley test: " + result.stdout.strip() + result.stderr.strip())
        driver.find_element(By.ID, "save").click()
        wait_for(driver, lambda d: "tick overwrite to replace it" in d.find_element(By.ID, "save-result").text,
                 "a second save does not overwrite, and points to the overwrite box")
        shot(driver, "04-saved")

        # Transcripts: run them, see which pass.
        driver.find_element(By.ID, "run-transcripts").click()
        wait_for(driver, lambda d: "passed" in d.find_element(By.ID, "transcript-summary").text, "the transcripts ran", 120)
        summary = driver.find_element(By.ID, "transcript-summary").text
        check(summary.endswith(" 0 failed"), "every transcript passes: " + summary)
        driver.find_element(By.ID, "show-coverage").click()
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#map img"), "coverage is drawn on the map")
        shot(driver, "05-transcripts")

        # A file changes on disk: the page loads it again by itself, errors at file:line.
        torch = os.path.join(work, "phrases", "torch.yaml")
        original = open(torch, encoding="utf-8").read()
        with open(torch, "w", encoding="utf-8") as file:
            file.write(original + "\nnot a key: [\n")
        wait_for(driver, lambda d: any("torch.yaml:" in item.text for item in d.find_elements(By.CSS_SELECTOR, "#problems li.error")),
                 "a broken file's error appears with its line")
        check("does not load" in driver.find_element(By.ID, "files").text, "the page says the catalog does not load")
        check(process.poll() is None, "a catalog that does not load leaves the studio serving")
        driver.execute_script("document.getElementById('files').scrollIntoView()")
        shot(driver, "06-load-error")
        evil = '<img src=x onerror="window.pwned=1">Evil & "Co"'
        with open(torch, "w", encoding="utf-8") as file:
            file.write(original.replace("{en: Torch,", "{en: " + json.dumps(evil) + ",", 1))
        wait_for(driver, lambda d: evil in d.find_element(By.ID, "files").text, "a name with markup is shown as text")
        check(driver.execute_script("return window.pwned === undefined"), "no markup from a catalog runs")
        check("loaded again" in driver.find_element(By.ID, "conversation").text, "the page says the catalog was loaded again")
        shot(driver, "07-reloaded")

        # The refusals.
        check(request(base + "/")[0] == 401, "no token: refused")
        check(request(url, headers={"Host": "attacker.example:" + base.rsplit(":", 1)[1]})[0] == 421, "another Host (DNS rebinding): refused")
        check(request(url, headers={"Origin": "http://attacker.example"})[0] == 403, "another Origin: refused")
        headers = {"X-Parley-Token": token, "Content-Type": "application/json"}
        status, body = request(base + "/api/conversation", "POST", {"device": "phone"}, headers)
        conversation = json.loads(body)["conversation"]
        status, body = request(base + "/api/save", "POST", {"conversation": conversation, "name": "../escaped"}, headers)
        check(status == 400 and not os.path.exists(os.path.join(work, "escaped.transcript")), "a save name that is a path is refused")
        status, body = request(base + "/api/say", "POST", {"conversation": conversation, "text": "a" * 1_000_000}, headers)
        check(status == 400 and "at most" in body, "an utterance of 1 MB is refused with a message")
        status, body = request(base + "/api/say", "POST", b"{not json", headers)
        check(status == 400, "a malformed request is refused")
        check(process.poll() is None, "the studio is still serving")

        # The HTML report of `parley test --html`, opened in the browser.
        report = os.path.join(work, "report.html")
        subprocess.run([os.path.join(BUILD, "parley"), "test", os.path.join(work, "transcripts"), "--html", report], capture_output=True, cwd=work)
        driver.get("file://" + report)
        check("passed" in driver.find_element(By.CSS_SELECTOR, "header .summary").text, "the HTML report opens with its summary")
        check(len(driver.find_elements(By.CSS_SELECTOR, "section.transcript")) > 40, "the report holds every transcript")
        check(evil in driver.find_element(By.ID, "maps").text, "the report shows the markup name as text")
        check(driver.execute_script("return window.pwned === undefined"), "no markup from a catalog runs in the report")
        shot(driver, "08-html-report")
    finally:
        driver.quit()
        process.terminate()
        process.wait(timeout=10)
    check_restart_on_the_same_port(work, base)
    check_locale_option(work)
    shutil.rmtree(work, ignore_errors=True)
    print(f"screenshots: {SHOTS}")
    if failures:
        print(f"{len(failures)} browser check(s) failed")
        sys.exit(1)
    print("studio: every browser check passed")


main()
