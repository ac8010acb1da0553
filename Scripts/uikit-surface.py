#!/usr/bin/env python3
"""Lists SeamlessUIKit's public API into Fixtures/uikit-surface.tsv, with each symbol's status.

Reads the module's symbol graph (`swift package dump-symbol-graph`), one row per public
declaration (synthesized conformances left out): its path, its kind, whether it is modelled,
partial or inert, and the test that pins it (UIKitSurfaceTests checks the rows: every symbol
listed, every named test present, every symbol used by SurfaceCompileTests.swift).

  Scripts/uikit-surface.py            # rewrite the manifest from the current API
"""
import json, os, subprocess, sys, glob

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)
subprocess.run(["swift", "package", "dump-symbol-graph"], check=True, stdout=subprocess.DEVNULL)
graphs = [d for d in glob.glob(".build/**/symbolgraph", recursive=True) if os.uname().machine in d]
graph = json.load(open(os.path.join(graphs[0], "SeamlessUIKit.symbols.json")))
# Members this module adds to Foundation's types (CGRect.inset(by:), CGPoint.applying(_:) on Linux).
for extra in glob.glob(os.path.join(graphs[0], "SeamlessUIKit@*.symbols.json")):
  graph["symbols"] += json.load(open(extra))["symbols"]

# The test that pins each type's behaviour (Suite.test), and the types that are inert.
TESTS = {
  "CGAffineTransform": "GeometryTests.concatenationAppliesTheLeftTransformFirst",
  "CGVector": "GeometryTests.concatenationAppliesTheLeftTransformFirst",
  "UIEdgeInsets": "GeometryTests.edgeInsetsShrinkARectangle",
  "CGRect": "GeometryTests.edgeInsetsShrinkARectangle",
  "CGPoint": "GeometryTests.concatenationAppliesTheLeftTransformFirst",
  "CGSize": "GeometryTests.concatenationAppliesTheLeftTransformFirst",
  "UIOffset": "GeometryTests.edgeInsetsShrinkARectangle",
  "UIResponder": "TouchDeliveryTests.touchesTravelUpTheResponderChainFromTheViewTheyLandOn",
  "UIView": "ViewTests.theHierarchyIsTheEnginesAndSubviewsAreKeptAlive",
  "UIWindow": "NamingTests.namesComeFromIdentifiersPropertiesAndPositions",
  "CALayer": "ViewTests.insideAReplayABlockAnimatesAndThePresentationLayerShowsIt",
  "CACornerMask": "ViewTests.insideAReplayABlockAnimatesAndThePresentationLayerShowsIt",
  "UITouch": "TouchDeliveryTests.touchesTravelUpTheResponderChainFromTheViewTheyLandOn",
  "UIEvent": "ControllerAndControlTests.controlsCallTheirTargetsAndHapticsAreJournaled",
  "UIGestureRecognizer": "TouchDeliveryTests.aRecognizerSubclassBeginsAtTouchDownAndCallsItsTarget",
  "UIGestureRecognizerDelegate": "TouchDeliveryTests.aRecognizerSubclassBeginsAtTouchDownAndCallsItsTarget",
  "UIPanGestureRecognizer": "TouchDeliveryTests.aRecognizerSubclassBeginsAtTouchDownAndCallsItsTarget",
  "UIScreenEdgePanGestureRecognizer": "SurfaceBehaviourTests.discreteRecognizersWrapTheEnginesOwn",
  "UIRectEdge": "SurfaceBehaviourTests.discreteRecognizersWrapTheEnginesOwn",
  "UITapGestureRecognizer": "SurfaceBehaviourTests.discreteRecognizersWrapTheEnginesOwn",
  "UILongPressGestureRecognizer": "SurfaceBehaviourTests.discreteRecognizersWrapTheEnginesOwn",
  "UISwipeGestureRecognizer": "SurfaceBehaviourTests.discreteRecognizersWrapTheEnginesOwn",
  "UIPinchGestureRecognizer": "SurfaceBehaviourTests.discreteRecognizersWrapTheEnginesOwn",
  "UIRotationGestureRecognizer": "SurfaceBehaviourTests.discreteRecognizersWrapTheEnginesOwn",
  "UIViewPropertyAnimator": "SurfaceBehaviourTests.aPropertyAnimatorMadeBeforeAReplayBindsWhenUsed",
  "CADisplayLink": "DisplayLinkTests.aDisplayLinkFiresOncePerFrameUntilInvalidated",
  "DispatchQueue": "DispatchTests.mainQueueWorkRunsOnTheVirtualClock",
  "CFTimeInterval": "DisplayLinkTests.aDisplayLinkFiresOncePerFrameUntilInvalidated",
  "UIViewAnimating": "SurfaceBehaviourTests.aPropertyAnimatorMadeBeforeAReplayBindsWhenUsed",
  "UIViewImplicitlyAnimating": "SurfaceBehaviourTests.aPropertyAnimatorMadeBeforeAReplayBindsWhenUsed",
  "UIViewAnimatingState": "SurfaceBehaviourTests.aPropertyAnimatorMadeBeforeAReplayBindsWhenUsed",
  "UIViewAnimatingPosition": "AutoLayoutTests.aConstantNotResetAfterAReversedAnimatorSnapsAtTheNextLayout",
  "UITimingCurveProvider": "SurfaceBehaviourTests.timingParametersMapToTheEnginesTimings",
  "UITimingCurveType": "SurfaceBehaviourTests.timingParametersMapToTheEnginesTimings",
  "UICubicTimingParameters": "SurfaceBehaviourTests.timingParametersMapToTheEnginesTimings",
  "UISpringTimingParameters": "SurfaceBehaviourTests.timingParametersMapToTheEnginesTimings",
  "UIKitScene": "ControllerAndControlTests.aRootViewControllerLoadsAppearsAndLaysOutInUIKitsOrder",
  "UIKitSceneCommands": "ControllerAndControlTests.aRootViewControllerLoadsAppearsAndLaysOutInUIKitsOrder",
  "UIViewController": "ControllerAndControlTests.aRootViewControllerLoadsAppearsAndLaysOutInUIKitsOrder",
  "UIControl": "ControllerAndControlTests.controlsCallTheirTargetsAndHapticsAreJournaled",
  "UIAction": "SurfaceBehaviourTests.aButtonRunsItsPrimaryAction",
  "UIButton": "SurfaceBehaviourTests.aButtonRunsItsPrimaryAction",
  "UISlider": "SurfaceBehaviourTests.aSliderClampsItsValue",
  "UISwitch": "ControllerAndControlTests.aSwitchTouchLiftedOutsideTheMarginDoesNotToggle",
  "HapticEvent": "ControllerAndControlTests.controlsCallTheirTargetsAndHapticsAreJournaled",
  "UIImpactFeedbackGenerator": "ControllerAndControlTests.controlsCallTheirTargetsAndHapticsAreJournaled",
  "UISelectionFeedbackGenerator": "SurfaceBehaviourTests.everyHapticIsJournaled",
  "UINotificationFeedbackGenerator": "SurfaceBehaviourTests.everyHapticIsJournaled",
  "UILabel": "ControllerAndControlTests.labelsAndImagesHaveDeterministicSizesAndAreNotInteractive",
  "UIImageView": "ControllerAndControlTests.labelsAndImagesHaveDeterministicSizesAndAreNotInteractive",
  "NSLayoutConstraint": "AutoLayoutTests.prioritiesDecideBetweenConflictingWishes",
  "NSLayoutAnchor": "AutoLayoutTests.theSameConstraintsGiveTheSameFramesInAnyOrder",
  "NSLayoutXAxisAnchor": "AutoLayoutTests.theSameConstraintsGiveTheSameFramesInAnyOrder",
  "NSLayoutYAxisAnchor": "AutoLayoutTests.theSameConstraintsGiveTheSameFramesInAnyOrder",
  "NSLayoutDimension": "AutoLayoutTests.theSameConstraintsGiveTheSameFramesInAnyOrder",
  "UILayoutGuide": "AutoLayoutTests.theSameConstraintsGiveTheSameFramesInAnyOrder",
  "UILayoutPriority": "AutoLayoutTests.prioritiesDecideBetweenConflictingWishes",
  "UIScrollView": "UIScrollViewTests.aFlingDeceleratesOntoTheRowTheDelegateChose",
  "UIScrollViewDelegate": "UIScrollViewTests.aFlingDeceleratesOntoTheRowTheDelegateChose",
  "Timer": "TimerTests.scheduledTimersRunOnTheVirtualClockAndAreJournaled",
  "RunLoop": "TimerTests.aTimerAddedToTheRunLoopStartsThen",
  "UIRefreshControl": "UIScrollViewTests.pullingPastTheTopRefreshesAndEndingEasesTheContentBack",
  "UIStackView": "StackViewTests.aColumnStacksItsViewsAtTheSpacingAndHugsThem",
  "NSDirectionalEdgeInsets": "LayoutMarginsTests.aViewsMarginsAreEightPointsInsideItsSafeArea",
  "UIDynamicAnimator": "DynamicsTests.gravityFallsAsTheEnginesIntegratorDoes",
  "UIDynamicAnimatorDelegate": "DynamicsTests.anAnimatorMadeOutsideAReplayRunsOnceItsViewIsInOne",
  "UIDynamicBehavior": "DynamicsTests.aComposedBehaviorHearsWillMoveAndItsActionRunsWithTheEngineCurrent",
  "UIGravityBehavior": "DynamicsTests.gravityFallsAsTheEnginesIntegratorDoes",
  "DirectionalDynamicBehavior": "DynamicsTests.gravityFallsAsTheEnginesIntegratorDoes",
  "DynamicItemListBehavior": "DynamicsTests.anItemOfTheAppsOwnMovesAndTurnsThroughItsTransform",
  "UIPushBehavior": "DynamicsTests.anItemOfTheAppsOwnMovesAndTurnsThroughItsTransform",
  "UIDynamicItemBehavior": "DynamicsTests.anItemOfTheAppsOwnMovesAndTurnsThroughItsTransform",
  "UIDynamicItem": "DynamicsTests.anItemOfTheAppsOwnMovesAndTurnsThroughItsTransform",
  "UIDynamicItemCollisionBoundsType": "DynamicsTests.theCollisionDelegateHearsTheAppsIdentifierAndNilForTheReferenceBounds",
  "UISnapBehavior": "DynamicsTests.anAnimatorMadeOutsideAReplayRunsOnceItsViewIsInOne",
  "UICollisionBehavior": "DynamicsTests.theCollisionDelegateHearsTheAppsIdentifierAndNilForTheReferenceBounds",
  "UICollisionBehaviorDelegate": "DynamicsTests.theCollisionDelegateHearsTheAppsIdentifierAndNilForTheReferenceBounds",
  "UIFieldBehavior": "DynamicsTests.fieldsAttachmentsAndGroupsKeepWhatTheyAreGiven",
  "UIRegion": "DynamicsTests.fieldsAttachmentsAndGroupsKeepWhatTheyAreGiven",
  "UIAttachmentBehavior": "DynamicsTests.fieldsAttachmentsAndGroupsKeepWhatTheyAreGiven",
  "UIFloatRange": "DynamicsTests.fieldsAttachmentsAndGroupsKeepWhatTheyAreGiven",
  "UIDynamicItemGroup": "DynamicsTests.fieldsAttachmentsAndGroupsKeepWhatTheyAreGiven",
}
# Members pinned by a test of their own (otherwise the type's test above).
MEMBER_TESTS = {
  ("UIView", "transform"): "ShearTests.aShearedViewReadsBackItsMatrixAndIsHitAndFramedByIt",
  ("UIView", "firstBaselineAnchor"): "AutoLayoutTests.labelsAlignByTheirBaselines",
  ("UIView", "layoutMargins"): "LayoutMarginsTests.aViewsMarginsAreEightPointsInsideItsSafeArea",
  ("UIView", "directionalLayoutMargins"): "LayoutMarginsTests.aViewsMarginsAreEightPointsInsideItsSafeArea",
  ("UIView", "layoutMarginsGuide"): "LayoutMarginsTests.aViewsMarginsAreEightPointsInsideItsSafeArea",
  ("UIView", "insetsLayoutMarginsFromSafeArea"): "LayoutMarginsTests.aViewsMarginsAreEightPointsInsideItsSafeArea",
  ("UIView", "layoutMarginsDidChange()"): "LayoutMarginsTests.aViewsMarginsAreEightPointsInsideItsSafeArea",
  ("UIViewController", "systemMinimumLayoutMargins"): "LayoutMarginsTests.aRootViewKeepsTheSystemMinimumMargins",
  ("UIViewController", "viewRespectsSystemMinimumLayoutMargins"): "LayoutMarginsTests.aRootViewKeepsTheSystemMinimumMargins",
  ("UIStackView", "Distribution"): "StackViewTests.eachDistributionSharesTheRow",
  ("UIStackView", "distribution"): "StackViewTests.eachDistributionSharesTheRow",
  ("UIStackView", "Alignment"): "StackViewTests.eachAlignmentPlacesTheViewsAcross",
  ("UIStackView", "alignment"): "StackViewTests.eachAlignmentPlacesTheViewsAcross",
  ("UIStackView", "removeArrangedSubview(_:)"): "StackViewTests.theArrangementFollowsViewsLeavingAndCustomSpacing",
  ("UIStackView", "insertArrangedSubview(_:at:)"): "StackViewTests.theArrangementFollowsViewsLeavingAndCustomSpacing",
  ("UIStackView", "setCustomSpacing(_:after:)"): "StackViewTests.theArrangementFollowsViewsLeavingAndCustomSpacing",
  ("UIStackView", "customSpacing(after:)"): "StackViewTests.theArrangementFollowsViewsLeavingAndCustomSpacing",
  ("UIStackView", "spacingUseDefault"): "StackViewTests.theArrangementFollowsViewsLeavingAndCustomSpacing",
  ("UIStackView", "isLayoutMarginsRelativeArrangement"): "StackViewTests.marginsRelativeArrangementInsetsTheViews",
  ("UIView", "lastBaselineAnchor"): "AutoLayoutTests.labelsAlignByTheirBaselines",
  ("UIViewPropertyAnimator", "init()"): "SurfaceBehaviourTests.whatAppCodeWritesInItsInitializersAndChromeCompilesAndIsStored",
  ("UIView", "init(coder:)"): "SurfaceBehaviourTests.whatAppCodeWritesInItsInitializersAndChromeCompilesAndIsStored",
  ("UIControl", "init(coder:)"): "SurfaceBehaviourTests.whatAppCodeWritesInItsInitializersAndChromeCompilesAndIsStored",
  ("UIButton", "init(coder:)"): "SurfaceBehaviourTests.whatAppCodeWritesInItsInitializersAndChromeCompilesAndIsStored",
  ("UISwitch", "init(coder:)"): "SurfaceBehaviourTests.whatAppCodeWritesInItsInitializersAndChromeCompilesAndIsStored",
}
INERT_TYPES = {
  "UIColor", "UITraitCollection", "CGColor", "UIFont", "NSTextAlignment", "UIImage", "UIVisualEffect", "UIBlurEffect",
  "UIVisualEffectView", "UIBezierPath", "CAShapeLayer", "CAGradientLayer", "UIStatusBarStyle", "UIModalPresentationStyle",
  "UIFeedbackGenerator", "UINavigationItem", "_ColorLiteralType", "_ImageLiteralType",
}
INERT_MEMBERS = {
  "CALayer": {"borderColor", "borderWidth", "maskedCorners", "masksToBounds", "name", "shadowColor", "shadowOffset",
              "shadowOpacity", "shadowRadius", "zPosition", "CornerMask", "sublayers", "superlayer", "mask",
              "addSublayer(_:)", "insertSublayer(_:at:)", "removeFromSuperlayer()"},
  "UIView": {"backgroundColor", "tintColor", "clipsToBounds", "isOpaque", "contentMode", "isMultipleTouchEnabled",
             "isExclusiveTouch", "ContentMode", "setNeedsDisplay()", "preservesSuperviewLayoutMargins"},
  "UIViewController": {"title", "modalPresentationStyle", "prefersStatusBarHidden", "preferredStatusBarStyle",
                       "prefersHomeIndicatorAutoHidden", "setNeedsStatusBarAppearanceUpdate()", "traitCollection",
                       "navigationItem"},
  "UIButton": {"ButtonType", "buttonType", "titleLabel", "imageView", "setTitleColor(_:for:)", "setImage(_:for:)",
               "image(for:)"},
  "UIGestureRecognizer": {"requiresExclusiveTouchType"},
  "UILabel": {"textColor", "textAlignment", "adjustsFontSizeToFitWidth"},
  "UIResponder": {"canBecomeFirstResponder", "becomeFirstResponder()", "resignFirstResponder()"},
  "UIWindow": {"isKeyWindow", "makeKeyAndVisible()"},
  "UIImpactFeedbackGenerator": {"prepare()"},
  "Timer": {"tolerance"},
  "UIRefreshControl": {"attributedTitle"},
  "UIScrollView": {"showsVerticalScrollIndicator", "showsHorizontalScrollIndicator"},
  "UIStackView": {"isBaselineRelativeArrangement"},
}
PARTIAL_MEMBERS = {
  "UIStackView": {"distribution", "spacingUseSystem"},
  "UITouch": {"type", "TouchType"},
  "UIViewController": {"present(_:animated:completion:)", "dismiss(animated:completion:)"},
  "CADisplayLink": {"preferredFramesPerSecond"},
  "UISwitch": {"isOn", "setOn(_:animated:)"},
  "UIGestureRecognizerDelegate": set(),
  "UIView": {"sizeThatFits(_:)", "sizeToFit()", "layoutSubviews()", "collisionBoundingPath"},
  "UIDynamicItem": {"collisionBoundingPath"},
  "UICollisionBehavior": {"addBoundary(withIdentifier:for:)", "boundary(withIdentifier:)"},
  "UIRegion": {"init(radius:)", "init(size:)", "infinite"},
}

# Used by hand in SurfaceCompileTests+Manual.swift (overloads and generics cannot be named alone).
MANUAL = {
  "UIKitScene.init(_:)", "UIControl.addTarget(_:action:for:)", "UIGestureRecognizer.addTarget(_:action:)",
  "UIGestureRecognizer.init(target:action:)", "UIEvent.touches(for:)", "UIView.convert(_:from:)", "UIView.convert(_:to:)",
  "NSLayoutAnchor", "UIImpactFeedbackGenerator.impactOccurred()", "UIViewAnimating.startAnimation()",
  "UIViewPropertyAnimator.startAnimation()", "CADisplayLink.init(target:action:)",
  "DispatchQueue.async(execute:)", "DispatchQueue.asyncAfter(deadline:execute:)",
  "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)", "RunLoop.add(_:forMode:)",
}
PROTOCOLS = {"UIViewAnimating", "UIViewImplicitlyAnimating", "UITimingCurveProvider", "UIGestureRecognizerDelegate",
             "UIKitSceneCommands", "UIScrollViewDelegate", "UIDynamicItem", "UIDynamicAnimatorDelegate",
             "UICollisionBehaviorDelegate", "DynamicItemListBehavior", "DirectionalDynamicBehavior"}

old = {}
manifest = os.path.join(root, "Fixtures/uikit-surface.tsv")
rows = []
for symbol in graph["symbols"]:
  if symbol["accessLevel"] not in ("public", "open") or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
    continue
  path = symbol["pathComponents"]
  owner = path[0]
  member = path[1] if len(path) > 1 else ""
  if owner in INERT_TYPES or member in INERT_MEMBERS.get(owner, set()):
    status, test = "inert", "-"
  elif member in PARTIAL_MEMBERS.get(owner, set()):
    status, test = "partial", TESTS.get(owner, "-")
  else:
    status, test = "modelled", MEMBER_TESTS.get((owner, member), TESTS.get(owner, "-"))
  rows.append((".".join(path), symbol["kind"]["identifier"].replace("swift.", ""), status, test))
# Underscored names the symbol graph leaves out: the literal types UIKit declares too.
rows += [("_ColorLiteralType", "typealias", "inert", "-"), ("_ImageLiteralType", "typealias", "inert", "-")]
rows = sorted(set(rows))
with open(manifest, "w") as out:
  out.write("# symbol\tkind\tstatus\ttest (Scripts/uikit-surface.py regenerates; UIKitSurfaceTests checks)\n")
  for row in rows:
    out.write("\t".join(row) + "\n")
print(f"{len(rows)} symbols: " + ", ".join(f"{s} {sum(1 for r in rows if r[2] == s)}" for s in ("modelled", "partial", "inert")))
missing = sorted({r[0].split(".")[0] for r in rows if r[2] != "inert" and r[3] == "-"})
if missing:
  print("no test named for:", missing, file=sys.stderr)
  sys.exit(1)

# The compile-only test: one use of every symbol, so a renamed or removed API fails to build.
lines = []
for symbol in sorted(graph["symbols"], key=lambda s: ".".join(s["pathComponents"])):
  if symbol["accessLevel"] not in ("public", "open") or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
    continue
  path = symbol["pathComponents"]
  kind = symbol["kind"]["identifier"].replace("swift.", "")
  dotted = ".".join(path)
  if dotted in MANUAL:
    continue
  owner = ".".join(path[:-1]).replace("NSLayoutAnchor", "NSLayoutAnchor<NSLayoutXAxisAnchor>")
  name = path[-1]
  if kind in ("method", "type.method") and name.endswith("()"):
    name = name[:-2]
  if kind in ("class", "struct", "enum", "typealias"):
    lines.append(f"_ = {dotted}.self")
  elif kind == "protocol":
    lines.append(f"_ = (any {dotted}).self")
  elif kind == "enum.case":
    lines.append(f"_ = {dotted}")
  elif kind == "type.property":
    lines.append(f"_ = {dotted}")
  elif kind == "property":
    if owner in PROTOCOLS:
      lines.append(f"_ = {{ (x: any {owner}) in x.{name} }}")
    else:
      lines.append(f"_ = \\{owner}.{name}")
  elif kind in ("method", "type.method", "init"):
    if owner in PROTOCOLS:
      lines.append(f"_ = {{ (x: any {owner}) in x.{name} }}")
    else:
      lines.append(f"_ = {owner}.{name}")
  elif kind == "func.op":
    continue
with open(os.path.join(root, "Tests/SeamlessUIKitTests/SurfaceCompileTests.swift"), "w") as out:
  out.write("// Generated by Scripts/uikit-surface.py: one use of every public SeamlessUIKit symbol (the\n")
  out.write("// manifest's rows), so a renamed or removed API fails to compile. Overloaded and generic\n")
  out.write("// members are used by hand at the end.\n")
  out.write("import Foundation\nimport SeamlessUIKit\nimport Testing\n\n")
  out.write("@Suite struct SurfaceCompileTests {\n  @Test func everyPublicSymbolIsUsable() {\n")
  for line in lines:
    out.write(f"    {line}\n")
  out.write("    usedByHand()\n  }\n}\n")
