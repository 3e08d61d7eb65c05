// Follows the shape of easefun/polyv-ios-liveplayer,
// PolyvLiveSDKDemo/PolyvLiveSDKDemo/Modules/Watch/Chatroom/PLVChatroomController.m: a chat room
// controller whose header is missing, with #define'd sizes, a static cell identifier, a class
// extension adopting the table's protocols, instance variables in the @implementation's braces,
// and a will-show that moves the whole view up by the keyboard less the tool bar.
#import "PLVChatroomController.h"

#define SPEAK_FONT_SIZE 14.0
#define TOOL_BAR_HEIGHT 46.0

static NSString * const reuseChatCellIdentifier = @"ChatCell";

@interface ChatroomController () <UITableViewDelegate, UITableViewDataSource>
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) NSMutableArray *chatroomObjects;
@property (nonatomic, assign) NSUInteger roomId;
@end

@implementation ChatroomController {
    CGRect _originFrame;
    BOOL _isCellInBottom;
    NSUInteger _startIndex;
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.chatroomObjects.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:reuseChatCellIdentifier forIndexPath:indexPath];
    cell.textLabel.font = [UIFont systemFontOfSize:SPEAK_FONT_SIZE];
    return cell;
}

- (void)keyboardWillShow:(NSNotification *)notification {
    CGRect keyboardRect = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    _originFrame = self.view.frame;
    CGFloat lift = keyboardRect.size.height - TOOL_BAR_HEIGHT;
    self.view.frame = CGRectMake(_originFrame.origin.x, _originFrame.origin.y - lift, _originFrame.size.width, _originFrame.size.height);
}

- (void)keyboardWillHide:(NSNotification *)notification {
    self.view.frame = _originFrame;
}

@end
