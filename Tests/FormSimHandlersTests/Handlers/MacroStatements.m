// A live-room screen in the shape of streaming apps' Objective-C controllers, without its
// header: statement macros of that header (`WEAKSELF` alone on its line, `WS(weakSelf)`),
// an `@available` check, a bar made transparent through a navigation controller the screen
// may not have, a model's height used in arithmetic, and the root view translated by the
// keyboard's overlap in will-change-frame.
#import <UIKit/UIKit.h>
#import "LiveRoomViewController.h"

@implementation LiveRoomViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    if (@available(iOS 11.0, *)) {
        self.listView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever;
    }
    self.navigationController.navigationBar.shadowImage = [[UIImage alloc] init];
    WEAKSELF
    [self.roomClient fetchRoomWithSuccess:^(id room) {
        [weakSelf.listView reloadData];
    }];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChange:) name:UIKeyboardWillChangeFrameNotification object:nil];
}

- (CGFloat)heightForRow:(NSInteger)row {
    RoomMessageModel *model = self.messages[row];
    return [model cellHeight] + 20;
}

- (void)keyboardWillChange:(NSNotification *)note {
    CGRect end = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    CGFloat overlap = CGRectGetHeight(self.view.bounds) - end.origin.y;
    WS(weakSelf)
    [UIView animateWithDuration:0.25 animations:^{
        weakSelf.view.transform = CGAffineTransformMakeTranslation(0, -overlap);
    }];
}

@end
